/**
 * The video players an article may embed (docs/decisions/023-editing-without-lost-work.md): the
 * players of Bilibili, Tencent Video and Youku, each at its own origin, nothing else. The console's
 * editor turns what an editor pastes (the video's page address, the player's address, or the
 * site's "embed" code) into the player's address, and refuses anything else with a message; the
 * server's sanitiser runs the same rule on every iframe it meets, so what is stored and shown is
 * only ever one of these players. The Content-Security-Policy's frame-src lists the same origins.
 */

export const VIDEO_PROVIDERS = ["bilibili", "tencent", "youku"] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The players' origins, for the Content-Security-Policy's frame-src. */
export const VIDEO_ORIGINS = ["https://player.bilibili.com", "https://v.qq.com", "https://player.youku.com"] as const;

/**
 * What an embedded player may do inside its frame: run its own scripts against its own origin,
 * go full screen, and open the video's page in a new tab. No top navigation, no forms, no
 * downloads, and nothing of ours (it is another origin).
 */
export const VIDEO_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";
export const VIDEO_ALLOW = "fullscreen; picture-in-picture";

export interface VideoEmbed {
  provider: VideoProvider;
  /** The player's address, as stored and framed. */
  src: string;
}

const BILIBILI_ID = /^BV[0-9A-Za-z]{10}$/;
const TENCENT_ID = /^[0-9A-Za-z]{11}$/;
const YOUKU_ID = /^[0-9A-Za-z]{8,24}={0,2}$/;

function parsed(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

const bilibili = (id: string, page: string | null): VideoEmbed => ({
  provider: "bilibili",
  src: `https://player.bilibili.com/player.html?bvid=${id}${page && /^\d{1,3}$/.test(page) && page !== "1" ? `&p=${page}` : ""}&autoplay=0`,
});
const tencent = (id: string): VideoEmbed => ({ provider: "tencent", src: `https://v.qq.com/txp/iframe/player.html?vid=${id}` });
const youku = (id: string): VideoEmbed => ({ provider: "youku", src: `https://player.youku.com/embed/${id}` });

/** The player of a video address (a page or a player of the three sites), or null for anything else. */
function fromUrl(url: URL): VideoEmbed | null {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (host === "www.bilibili.com" || host === "bilibili.com" || host === "m.bilibili.com") {
    const id = /^\/video\/(BV[0-9A-Za-z]{10})\/?$/.exec(path)?.[1];
    return id ? bilibili(id, url.searchParams.get("p")) : null;
  }
  if (host === "player.bilibili.com") {
    const id = url.searchParams.get("bvid");
    return path === "/player.html" && id && BILIBILI_ID.test(id) ? bilibili(id, url.searchParams.get("p")) : null;
  }
  if (host === "v.qq.com" || host === "m.v.qq.com") {
    const player = path === "/txp/iframe/player.html" ? url.searchParams.get("vid") : null;
    const page = /^\/x\/(?:cover\/[0-9A-Za-z]+|page)\/([0-9A-Za-z]{11})\.html$/.exec(path)?.[1];
    const id = player ?? page;
    return id && TENCENT_ID.test(id) ? tencent(id) : null;
  }
  if (host === "v.youku.com") {
    const id = /^\/v_show\/id_([0-9A-Za-z=]+)\.html$/.exec(path)?.[1];
    return id && YOUKU_ID.test(id) ? youku(id) : null;
  }
  if (host === "player.youku.com") {
    const id = /^\/embed\/([0-9A-Za-z=]+)$/.exec(path)?.[1];
    return id && YOUKU_ID.test(id) ? youku(id) : null;
  }
  return null;
}

/**
 * The player for what an editor pasted (a video's page address, a player address, or an
 * `<iframe src="...">` embed code), or null when it is none of the three sites' videos.
 */
export function videoEmbed(input: string | null | undefined): VideoEmbed | null {
  const text = input?.trim();
  if (!text) return null;
  const fromCode = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
  const address = (fromCode ?? text).replace(/&amp;/g, "&");
  const url = parsed(address.startsWith("//") ? `https:${address}` : address);
  return url ? fromUrl(url) : null;
}
