import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pageContext, type PageContext } from "../common/page-context.ts";

/** Loads the React Router server build and returns a fetch-style page renderer. */
export async function loadPageRenderer(buildDir: string, context: PageContext) {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request: Request) => handle(request, new RouterContextProvider(new Map([[pageContext, context]])));
}
