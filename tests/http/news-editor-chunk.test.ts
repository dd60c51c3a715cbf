import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/page-registry.ts";
import { firstLoadJavaScript } from "../support/first-load.ts";
import { fetchPage, sharedOrigin } from "../support/html.ts";

const clientDir = path.resolve(import.meta.dirname, "..", "..", "build", "client");
const assetsDir = path.join(clientDir, "assets");

/** The console's rich-text editor (Tiptap on ProseMirror) and the revision diff, by what their code holds. */
const EDITOR_MARKERS = ["ProseMirror", "tiptap"];
const holdsEditor = (source: string) => EDITOR_MARKERS.some((marker) => source.includes(marker));

const publicPaths = pages
  .filter((page) => page.id !== "redirect")
  .flatMap((page) => {
    const pagePath = page.path.replace(":id", "1");
    return [pagePath, `/en${pagePath}`];
  });

describe("the news editor's chunk", () => {
  const origin = sharedOrigin();
  const editorChunks = fs
    .readdirSync(assetsDir)
    .filter((file) => file.endsWith(".js") && holdsEditor(fs.readFileSync(path.join(assetsDir, file), "utf8")));

  it("exists, apart from everything else (so the checks below can fail)", () => {
    expect(editorChunks.length).toBeGreaterThan(0);
    expect(editorChunks.some((file) => file.startsWith("rich-text-editor-"))).toBe(true);
  });

  it.each(publicPaths)("is neither fetched nor named by %s", async (pagePath) => {
    const html = await (await fetchPage(origin, pagePath)).text();
    const { files } = firstLoadJavaScript(html, clientDir);
    expect(files.map((file) => path.basename(file)).filter((file) => editorChunks.includes(file))).toEqual([]);
    for (const chunk of editorChunks) expect(html).not.toContain(chunk);
  });
});
