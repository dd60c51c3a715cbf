import { imageUrl } from "../../../../common/image-url.ts";
import { videoEmbed } from "../../../../common/video-embed.ts";

export interface RefusedPaste {
  images: number;
  embeds: number;
}

/**
 * Pasted HTML without what an article cannot keep, counted so the editor can say so (nothing is
 * dropped silently): images that are not our stored files (common/image-url.ts) and frames or
 * plug-ins that are not an allowed video player (common/video-embed.ts). Tables, links and text
 * pass as they are; the server's sanitiser has the last word either way.
 */
export function guardPastedHtml(html: string): { html: string; refused: RefusedPaste } {
  const document = new DOMParser().parseFromString(html, "text/html");
  const refused: RefusedPaste = { images: 0, embeds: 0 };
  for (const image of document.querySelectorAll("img")) {
    if (imageUrl(image.getAttribute("src")) !== null) continue;
    image.remove();
    refused.images += 1;
  }
  for (const frame of document.querySelectorAll("iframe, object, embed, video, audio")) {
    if (frame.tagName === "IFRAME" && videoEmbed(frame.getAttribute("src")) !== null) continue;
    frame.remove();
    refused.embeds += 1;
  }
  return { html: document.body.innerHTML, refused };
}

const SCHEMES = /^(https?:\/\/[^\s/]+|mailto:[^\s]+|tel:[+\d][\d\s()+-]*)/i;

/**
 * A link address an article may hold, as the server's sanitiser keeps it: a path of this site
 * ("/AIDC", not "//elsewhere"), or an http, https, mailto or tel address. Null for anything else.
 */
export function linkHref(value: string): string | null {
  const href = value.trim();
  if (href.startsWith("/") && !href.startsWith("//") && !/\s/.test(href)) return href;
  return SCHEMES.test(href) && !/\s/.test(href.replace(/^tel:.*/i, "")) ? href : null;
}
