import http from "node:http";
import net from "node:net";

/**
 * The zero-downtime half of a restart (docs/decisions/028-production-operations.md). Once `start`
 * is called the server stops accepting connections (a proxy in front then sends new requests to
 * another instance: a refused connection is retried there, whatever the method), while every
 * request already in flight is answered. Connections that are open stay open: a proxy may already
 * be sending a request on one of them, so each request that arrives from now on is answered with
 * `Connection: close` instead, and an idle connection is left to its own keep-alive timeout, or its
 * client, to end.
 * Closing idle connections at once would race a request on its way (a POST then fails at the proxy).
 */
export function createDrain(server: http.Server) {
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  const sockets = new Set<net.Socket>();
  let settled: (() => void) | undefined;

  const idle = () => inFlight.size === 0 && sockets.size === 0;
  const checkSettled = () => {
    if (draining && idle()) settled?.();
  };

  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      checkSettled();
    });
  });

  return {
    draining: () => draining,
    /** Requests answered or being answered now (the /metrics request itself included). */
    inFlight: () => inFlight.size,

    /** Called first for every request: counts it until its response is done or abandoned. */
    track(response: http.ServerResponse): void {
      inFlight.add(response);
      if (draining) response.setHeader("Connection", "close");
      response.once("close", () => {
        inFlight.delete(response);
        checkSettled();
      });
    },

    /**
     * Stops accepting connections and resolves true once every request is answered and every
     * connection has closed, or false at `deadline` (ms since the epoch), when the connections
     * still open are destroyed.
     */
    async start(deadline: number): Promise<boolean> {
      draining = true;
      // net.Server's own close: only the listening socket. http.Server's would also close the idle
      // keep-alive connections at once, which is the race described above.
      net.Server.prototype.close.call(server);
      if (idle()) return true;
      const done = new Promise<true>((resolve) => (settled = () => resolve(true)));
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
      const finished = await Promise.race([done, outOfTime]);
      clearTimeout(timer);
      if (!finished) server.closeAllConnections();
      return finished;
    },
  };
}

export type Drain = ReturnType<typeof createDrain>;
