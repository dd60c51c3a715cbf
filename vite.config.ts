import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { encryptedCallRoutes } from "./common/contracts/all-calls.ts";

const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;
const FRAMEWORK = /node_modules[\\/](react|react-router|zustand|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  // The request layer seals the calls whose contract says `encrypted` (app/lib/http/client.ts).
  define: { "import.meta.env.ENCRYPTED_CALLS": JSON.stringify(encryptedCallRoutes()) },
  build: {
    rolldownOptions: {
      // Imported constants (the text limits of common/constants.ts) are written where they are used,
      // so a page pays for the numbers its forms use and nothing else.
      optimization: { inlineConst: { mode: "all", pass: 1 } },
      output: {
        // Hydration calls most of React DOM and React Router. Left to V8's heuristics, their functions
        // are compiled on the main thread when first called, after the first paint; with V8's compile
        // hint (Chrome 136 and later; other browsers ignore the comment) they are compiled off the main
        // thread as they download (docs/decisions/010-page-speed-budgets.md).
        postBanner: (chunk) =>
          chunk.moduleIds.some((id) => REACT_DOM.test(id) || FRAMEWORK.test(id)) ? "//# allFunctionsCalledOnLoad\n" : "",
        codeSplitting: {
          groups: [
            // react-dom's shared core stays in the chunk with react-dom/client, which every page
            // loads anyway. Without this group, a console chunk that imports react-dom alone (the
            // news editor, Tiptap) splits it into a chunk of its own, and every public page pays
            // for one more request and its overhead (docs/decisions/014-news-editing.md).
            { name: "client", test: REACT_DOM },
            // Every page runs React Router, React and the site's small shared modules (links, stores,
            // language): as two chunks rather than two dozen, a first visit saves their per-file
            // overhead (/index 125.1 -> 121.7 KB gzip, 27 -> 16 files). The framework, which changes
            // only with an upgrade, stays apart from the site's own code, which changes with every
            // release, so a release does not send the framework again.
            {
              name: "framework",
              priority: 2,
              test: FRAMEWORK,
            },
            {
              name: "site",
              priority: 1,
              // The analytics beacon too: one file fewer on every page (decision 025).
              test: /app[\\/](lib[\\/](use-site|analytics-beacon)|components[\\/]ui[\\/](app-link|icons|reveal|logo)|stores[\\/](index|settings-store|user-store))\.tsx?$|common[\\/](language|constants|beacon)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
