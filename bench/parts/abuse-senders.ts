/**
 * The abuse part's senders of big bodies (parts/abuse.ts), in a thread of their own: in the
 * bench's main thread their work delayed autocannon's own, whose latencies then counted the
 * bench's wait as the site's (the calendar's req/s under them halved again, 2026-11-27).
 */
import { parentPort, workerData } from "node:worker_threads";
import { nestedJson, sendBodies, type SendersData } from "./abuse";

const { url, bytes, clients } = workerData as SendersData;
const senders = sendBodies(url, nestedJson(bytes), clients);
parentPort?.once("message", () => {
  void senders.stop().then((answers) => parentPort?.postMessage(answers));
});
