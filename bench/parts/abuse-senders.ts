/**
 * The abuse part's background traffic (parts/abuse.ts) in a thread of its own: the senders of big
 * bodies and the trickle of POSTs beside a cached page. In the bench's main thread their work
 * delayed autocannon's own, whose latencies then counted the bench's wait as the site's (the
 * calendar's req/s under the senders halved again, 2026-11-27).
 */
import { parentPort, workerData } from "node:worker_threads";
import { nestedJson, sendBodies, trickle, type BackgroundData } from "./abuse";

const data = workerData as BackgroundData;
const traffic =
  data.kind === "bodies"
    ? sendBodies(data.url, nestedJson(data.bytes), data.clients)
    : trickle(
        data.url,
        data.perSecond,
        data.requests.map(({ path, body }) => ({ path, body: Buffer.from(body) })),
      );
parentPort?.once("message", () => {
  void traffic.stop().then((answers) => parentPort?.postMessage(answers));
});
