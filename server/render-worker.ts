// A render thread of the render pool (server/render-pool.ts): it holds its own copy of React
// Router's server build and renders pages; their data comes from the main thread, which owns the
// database, over this thread's data port.
import module from "node:module";
import { MessageChannel, parentPort } from "node:worker_threads";
import { move, transferableSymbol, valueSymbol, workerData } from "piscina";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pageContext, type PageContext } from "../common/page-context.ts";
import type { DataPortMessage, RenderedPage, RenderTask, SourceCall, SourceReply, SourceName } from "./render-pool.ts";

// As in the main thread (server/process-setup.ts): modules compiled once are kept on disk between starts.
module.enableCompileCache();

const { buildFile } = workerData as { buildFile: string };
const build = (await import(buildFile)) as ServerBuild;
const handle = createRequestHandler(build, "production");

/**
 * Page data sources whose every call is answered by the main thread's service of that name, over
 * one port for the thread's life rather than a channel created, transferred and closed per render.
 */
function remoteSources(): Omit<PageContext, "site"> {
  const { port1: port, port2: mainThreadEnd } = new MessageChannel();
  // Posted before the thread reports ready: the pool knows the port before any render starts.
  parentPort?.postMessage({ dataPort: mainThreadEnd } satisfies DataPortMessage, [mainThreadEnd]);
  let lastId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  port.on("message", (reply: SourceReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if ("error" in reply) {
      const { message, stack } = reply.error;
      call.reject(Object.assign(new Error(message), stack ? { stack } : {}));
    } else call.resolve(reply.value);
  });
  const remote = <T extends object>(source: SourceName) =>
    new Proxy({} as T, {
      get: (_target, method) => {
        if (typeof method !== "string") return undefined;
        return (...args: unknown[]) =>
          new Promise((resolve, reject) => {
            const id = ++lastId;
            waiting.set(id, { resolve, reject });
            port.postMessage({ id, source, method, args } satisfies SourceCall);
          });
      },
    });
  // The port must not keep the thread alive when the pool closes it.
  port.unref();
  return {
    homeContent: remote("homeContent"),
    news: remote("news"),
    investorDocuments: remote("investorDocuments"),
    search: remote("search"),
  };
}
const sources = remoteSources();

export default async function render(task: RenderTask) {
  const context: PageContext = { site: task.site, ...sources };
  const request = new Request(task.url, { method: task.method, headers: task.headers });
  const response = await handle(request, new RouterContextProvider(new Map([[pageContext, context]])));
  const body = request.method === "HEAD" || response.body === null ? null : await response.arrayBuffer();
  const page: RenderedPage = { status: response.status, headers: [...response.headers], body };
  // The page's bytes move to the main thread instead of being copied.
  return move({ [transferableSymbol]: body ? [body] : [], [valueSymbol]: page });
}
