import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pageContext, type PageContext } from "../common/page-context.ts";

/** Loads the React Router server build (React DOM and every page: the largest part of a start). */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
}

/** A fetch-style page renderer over the server build; the context is taken per request (the site settings change). */
export function pageRenderer(build: ServerBuild, contextOf: () => PageContext) {
  const handle = createRequestHandler(build, "production");
  return (request: Request) => handle(request, new RouterContextProvider(new Map([[pageContext, contextOf()]])));
}
