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
          ],
        },
      },
    },
  },
});
