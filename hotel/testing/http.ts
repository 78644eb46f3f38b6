/**
 * The engine over real HTTP on loopback, served the way `npm start` and `npm run hotel-api` serve
 * it (hotel/hotel.ts `requestListener`): what `app.request()` cannot show — a chunked body, a
 * kept-alive connection, the socket's address — is tested through it.
 */
import { createServer, type Server } from "node:http";
import net from "node:net";
import { requestListener, type Hotel } from "../hotel";

export interface HttpHotel {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

export async function listen(hotel: Hotel): Promise<HttpHotel> {
  const server: Server = createServer(requestListener(hotel));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    port: address.port,
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawExchange {
  /** Everything the server sent until it closed the connection or the time ran out. */
  text: string;
  /** Whether the server closed the connection. */
  closed: boolean;
}

/**
 * Writes raw bytes on one connection (each string of `writes` in order, `pauseMs` apart) and
 * collects what comes back, for keep-alive and framing tests.
 */
export async function rawExchange(
  port: number,
  writes: (string | Buffer)[],
  options: { pauseMs?: number; waitMs?: number } = {},
): Promise<RawExchange> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let text = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  // A reset after the server's answer is a close too (the rest of a refused body was not read).
  socket.on("error", () => undefined);
  const ended = new Promise<void>((resolve) =>
    socket.once("close", () => {
      closed = true;
      resolve();
    }),
  );
  for (const chunk of writes) {
    if (socket.destroyed) break;
    socket.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 50));
  }
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, options.waitMs ?? 1500))]);
  socket.destroy();
  return { text, closed };
}

/** The HTTP responses in a raw exchange: status, headers (lower-case names) and body. */
export function parseResponses(
  text: string,
): { status: number; headers: Record<string, string>; body: string }[] {
  const responses: { status: number; headers: Record<string, string>; body: string }[] = [];
  let rest = text;
  while (rest.startsWith("HTTP/1.1 ")) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd < 0) break;
    const [statusLine = "", ...lines] = rest.slice(0, headEnd).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const bodyBytes = Buffer.from(rest.slice(headEnd + 4), "utf8");
    const body = bodyBytes.subarray(0, length).toString("utf8");
    responses.push({ status: Number(statusLine.split(" ")[1]), headers, body });
    rest = bodyBytes.subarray(length).toString("utf8");
  }
  return responses;
}
