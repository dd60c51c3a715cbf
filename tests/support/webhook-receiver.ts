import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Held back this long before answering (a slow receiver). */
  delayMs?: number;
}

/**
 * A real HTTP receiver on loopback, standing in for a chat robot or a CRM: it keeps every request
 * and answers what the test says (by default 200 with the given vendor's success body).
 */
export async function startReceiver(answer: (request: ReceivedRequest) => ReceiverAnswer = () => ({ status: 200, body: "ok" })) {
  const requests: ReceivedRequest[] = [];
  const waiters: Array<() => void> = [];
  let respond = answer;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const received: ReceivedRequest = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      };
      requests.push(received);
      for (const wake of waiters.splice(0)) wake();
      const reply = respond(received);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        response.end(reply.body ?? "");
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: (request: ReceivedRequest) => ReceiverAnswer) {
      respond = next;
    },
    /** Waits until `count` requests have arrived in all (default 20 s). */
    async waitForCount(count: number, timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${requests.length} of ${count} requests within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
