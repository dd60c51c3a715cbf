import { parseHTML } from "linkedom";
import { inject } from "vitest";

/**
 * React Router renders differently for bots (it waits for everything before sending); the tests
 * fetch pages as the browser a visitor uses does.
 */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** Origin of the production server the run's http and e2e files share (tests/support/shared-server.ts). */
export function sharedOrigin(): string {
  return inject("sharedServerOrigin");
}

export interface FetchOptions {
  cookie?: string;
  /** "manual" to look at a redirect instead of following it. */
  redirect?: RequestRedirect;
}

export function fetchPage(origin: string, path: string, options: FetchOptions = {}): Promise<Response> {
  return fetch(origin + path, {
    redirect: options.redirect ?? "follow",
    headers: { "User-Agent": BROWSER_USER_AGENT, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
}

export interface RenderedPage {
  status: number;
  html: string;
  document: Document;
}

/** The server-rendered HTML of a page, parsed into a DOM (no scripts run). */
export async function renderedPage(origin: string, path: string, options: FetchOptions = {}): Promise<RenderedPage> {
  const response = await fetchPage(origin, path, options);
  const html = await response.text();
  return { status: response.status, html, document: parseDocument(html) };
}

/**
 * The HTML parsed as a browser would, for reading. HTML attribute names are case-insensitive and
 * browsers store them in lower case; linkedom keeps the spelling React writes (`dateTime`), so
 * they are lowered here, and `getAttribute("datetime")` reads what a browser reads.
 */
export function parseDocument(html: string): Document {
  const document = parseHTML(html).document as unknown as Document;
  for (const element of document.querySelectorAll("*")) {
    // A copy: the loop changes the live list.
    for (const { name, value } of Array.from(element.attributes)) {
      if (name === name.toLowerCase()) continue;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
  return document;
}

/** Like `renderedPage`, and requires a 200 (the message names the path). */
export async function okPage(origin: string, path: string, options: FetchOptions = {}): Promise<RenderedPage> {
  const page = await renderedPage(origin, path, options);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}, not 200`);
  return page;
}

/** Text of an element with whitespace collapsed, as a visitor reads it. */
export function textOf(element: Element | null | undefined): string {
  // HTML collapses ASCII white space only: a no-break space (between a number and its unit) stays.
  // Word joiners inside Chinese units (common/chinese-units.ts) are invisible: a reader sees 小时.
  return (element?.textContent ?? "")
    .replace(/[ \t\n\r\f]+/g, " ")
    .replaceAll("\u2060", "")
    .trim();
}

export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((element) => textOf(element));
}

export function attributes(root: ParentNode, selector: string, name: string): Array<string | null> {
  return [...root.querySelectorAll(selector)].map((element) => element.getAttribute(name));
}
