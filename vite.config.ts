import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // react-dom's shared core stays in the chunk with react-dom/client, which every page
            // loads anyway. Without this group, a console chunk that imports react-dom alone (the
            // news editor, Tiptap) splits it into a chunk of its own, and every public page pays
            // for one more request and its overhead (docs/decisions/014-news-editing.md).
            { name: "client", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // Every page runs React Router, React and the site's small shared modules (links, stores,
            // language): as two chunks rather than two dozen, a first visit saves their per-file
            // overhead (/index 125.1 -> 121.7 KB gzip, 27 -> 16 files). The framework, which changes
            // only with an upgrade, stays apart from the site's own code, which changes with every
            // release, so a release does not send the framework again.
            {
              name: "framework",
              priority: 2,
              test: /node_modules[\\/](react|react-router|zustand|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: "site",
              priority: 1,
              test: /app[\\/](lib[\\/]use-site|components[\\/]ui[\\/](app-link|icons|reveal|logo)|stores[\\/](index|settings-store|user-store))\.tsx?$|common[\\/](language|constants)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
