import fs from "node:fs";
import module from "node:module";

// Given to a server with `--import` (NODE_OPTIONS): appends the URL of every module the process
// loads from then on to the file MODULE_LOG names (tests/http/server-start-imports.test.ts).
const log = process.env.MODULE_LOG;
if (log) {
  module.registerHooks({
    load(url, context, nextLoad) {
      fs.appendFileSync(log, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
