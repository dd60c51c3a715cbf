/**
 * The rendered document as it is sent: React Router's output rewritten on its bytes, once per
 * render (docs/decisions/010-page-speed-budgets.md). The page cache stores what this returns.
 */

type Bytes = Buffer<ArrayBuffer>;

/**
 * React Router's modulepreload links, which React hoists into <head>: on a slow phone every
 * high-priority request in <head> delays the first paint, and the page's scripts are discovered
 * by the module script at the end of <body> anyway (docs/decisions/005-page-speed.md).
 */
const MODULEPRELOAD_START = '<link rel="modulepreload" ';
/**
 * React Router's inline module script: its static imports of the page's modules, its manifest.
 * Found by its opening tag: text on the page (an article quoting `type="module"`) can hold the
 * attribute, but never a `<`, which React and React Router's loader data both escape.
 */
const SCRIPT_START = "<script";
const MODULE_SCRIPT_TYPE = 'type="module"';
const SCRIPT_END = "</script>";
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"\n]+");\n?/g;
/**
 * React Router prints the route manifest of the first page as indented JSON (~4 KB), each route
 * with seven has-flags, mostly false. Sent compact and without the false flags (~470 bytes a page):
 * React Router reads them as truthy or `=== true`, so a missing flag is a false one.
 */
const MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/;
const withoutFalseFlags = (_key: string, value: unknown) => (value === false ? undefined : value);

/**
 * React Router's module script, rewritten to fetch the page's modules after the first frame.
 * As printed, its static imports make the browser fetch 15-25 modules (~125 KB) while it lays the
 * page out; on a phone they take the line from the hero image and the stylesheet. The same
 * imports, made dynamic, start once the browser reports the first contentful paint (at once in a
 * hidden tab, which does not paint, or in a browser without paint timing); the rest of the script
 * (manifest, route modules, entry) runs when they have loaded, as before. Links work as plain HTML
 * until then, and the form kit's forms post (docs/decisions/010-page-speed-budgets.md).
 */
function deferredModuleScript(script: string): string {
  const manifestCompacted = script.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json), withoutFalseFlags)};`;
    } catch {
      return whole; // Not the JSON it should be: kept as React Router printed it.
    }
  });
  const imports = [...manifestCompacted.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return manifestCompacted;
  // Sent on every page, so without the printed script's indentation and empty lines.
  const rest = manifestCompacted.replace(STATIC_IMPORT, "").replace(/^;?\s+/gm, "");
  const names = imports.map(([, name], index) => name ?? `_${index}`);
  const fetches = imports.map(([, , url]) => `import(${url})`);
  return (
    `const hydrate=()=>Promise.all([${fetches.join(",")}]).then(([${names.join(",")}])=>{${rest}});` +
    `document.visibilityState==="hidden"||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")?hydrate():` +
    `new PerformanceObserver((paints,observer)=>{` +
    `if(paints.getEntriesByName("first-contentful-paint").length){observer.disconnect();hydrate()}` +
    `}).observe({type:"paint",buffered:true});`
  );
}

/**
 * The document as it is sent: without modulepreload links, with React Router's module script
 * deferred to after the first frame and its route manifest compact. It works on the rendered
 * bytes, which React wrote as UTF-8: decoding a whole page and encoding it again cost more than
 * rendering its loader data (docs/decisions/010-page-speed-budgets.md); only the module script
 * (~4 KB) is read as text.
 */
export function optimiseDocument(html: Bytes): Bytes {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let link = html.indexOf(MODULEPRELOAD_START); link !== -1; link = html.indexOf(MODULEPRELOAD_START, from)) {
    const close = html.indexOf("/>", link);
    if (close === -1) break;
    pieces.push(html.subarray(from, link));
    from = close + 2;
  }
  const scriptStart = moduleScriptStart(html, from);
  const scriptEnd = scriptStart === -1 ? -1 : html.indexOf(SCRIPT_END, scriptStart);
  if (scriptEnd !== -1) {
    pieces.push(html.subarray(from, scriptStart), Buffer.from(deferredModuleScript(html.subarray(scriptStart, scriptEnd).toString())));
    from = scriptEnd;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}

/** Where the body of the first `<script type="module">` from `from` begins, or -1. */
function moduleScriptStart(html: Bytes, from: number): number {
  for (let tag = html.indexOf(SCRIPT_START, from); tag !== -1; tag = html.indexOf(SCRIPT_START, tag + SCRIPT_START.length)) {
    const tagEnd = html.indexOf(">", tag);
    if (tagEnd === -1) return -1;
    if (html.subarray(tag, tagEnd).includes(MODULE_SCRIPT_TYPE)) return tagEnd + 1;
  }
  return -1;
}
