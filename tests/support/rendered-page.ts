import type { RenderedPage } from "../../server/render-pool.ts";

/** A stand-in renderer's Response as the render pool answers it (server/render-pool.ts). */
export async function renderedPage(response: Response): Promise<RenderedPage> {
  return { status: response.status, headers: [...response.headers], body: response.body && (await response.arrayBuffer()) };
}

/** A rendered page's body as text, and one of its headers. */
export const pageText = (page: RenderedPage) => new TextDecoder().decode(page.body ?? new ArrayBuffer(0));
export const pageHeader = (page: RenderedPage, name: string) => page.headers.find(([key]) => key === name.toLowerCase())?.[1];
