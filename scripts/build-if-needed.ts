import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm start` on a fresh clone must serve the site, so it builds once when no build exists.
const root = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(root, "build", "server", "index.js"))) {
  console.log("No build found: running `npm run build` once.");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
