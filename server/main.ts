// `npm start`. Setup first: it turns Node's compile cache on and chooses React's production build,
// and both only apply to modules that load after it, so the server itself is imported afterwards
// (docs/decisions/010-page-speed-budgets.md).
// oxlint-disable-next-line import/no-unassigned-import
import "./process-setup.ts";

await import("./start-server.ts");
