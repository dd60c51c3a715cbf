import module from "node:module";

/**
 * Imported first by server/main.ts, before anything loads React.
 *
 * React and React DOM choose their development builds (several times slower to render) unless
 * NODE_ENV is production when they are first loaded, and a test runner's NODE_ENV=test would pick
 * them. Only an explicit NODE_ENV=development keeps them.
 *
 * Node's compile cache keeps compiled modules on disk between starts. Enabled here, it covers what
 * loads after this module runs: server/main.ts imports the server (server/start-server.ts) only
 * then, so the server's own modules, its dependencies and the page build are all covered
 * (docs/decisions/010-page-speed-budgets.md).
 */
if (process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";
module.enableCompileCache();
