/**
 * A TCP proxy on loopback between the engine and its PostgreSQL server, for the fault tests: it
 * forwards bytes until told to `stop` (like a stopped server: open connections are reset, new ones
 * refused) or to `stall` (like a dead network: nothing passes either way, new connections are
 * accepted and never answered), and `restore` lets everything through again.
 */
import net from "node:net";

export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: "open" | "stopped" | "stalled" = "open";
  const pairs = new Set<Pair>();
  const silent = new Set<net.Socket>();

  const server = net.createServer((client) => {
    client.on("error", () => client.destroy());
    if (mode === "stalled") {
      // Accepted, never answered: the engine's connect must give up by itself.
      silent.add(client);
      client.once("close", () => silent.delete(client));
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    upstream.on("error", end);
    upstream.on("close", end);
    client.on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const port = address.port;

  const resetAll = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
    pairs.clear();
    for (const socket of silent) socket.destroy();
    silent.clear();
  };

  return {
    port,
    async stop() {
      mode = "stopped";
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      resetAll();
      await closed;
    },
    stall() {
      mode = "stalled";
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async restore() {
      if (mode === "stopped") await listen(port);
      if (mode === "stalled") {
        for (const socket of silent) socket.destroy();
        silent.clear();
        for (const { client, upstream } of pairs) {
          client.pipe(upstream);
          upstream.pipe(client);
        }
      }
      mode = "open";
    },
    async close() {
      resetAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
