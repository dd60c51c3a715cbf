import fs from "node:fs";
import path from "node:path";
import { compress, compressibleFiles } from "../server/static-assets.ts";

// Part of `npm run build`: brotli and gzip copies of the client files, so the server reads them
// at start-up instead of compressing (docs/decisions/010-page-speed-budgets.md).
const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");
for (const file of compressibleFiles(clientDir)) {
  const { brotli, gzip } = compress(fs.readFileSync(file));
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzip);
}
