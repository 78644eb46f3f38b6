/**
 * A stand-in for platform/site-process.ts in site-child.test.ts: reports its port like the real
 * one and answers with what it received, streamed in two parts; `/slow` answers after 500 ms;
 * `/exit` ends the process.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const server = createServer((req, res) => {
  if (req.url === "/exit") process.exit(3);
  if (req.url === "/slow") {
    setTimeout(() => res.end("late"), 500);
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    res.statusCode = req.url === "/missing" ? 404 : 200;
    res.setHeader("content-type", "application/json");
    res.setHeader("x-nextjs-cache", "HIT");
    res.setHeader("set-cookie", ["a=1", "b=2"]);
    res.write(`{"method":"${req.method}","url":"${req.url}",`);
    setTimeout(() => {
      res.end(
        `"headers":${JSON.stringify(req.headers)},"body":${JSON.stringify(Buffer.concat(chunks).toString())}}`,
      );
    }, 20);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ type: "ready", port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => process.exit(0));
// The parent's stop (platform/site-child.ts), as the real site process takes it.
process.on("message", (message: { type?: string } | null) => {
  if (message?.type === "stop") process.exit(0);
});
