/**
 * A stand-in for platform/site-process.ts in web/lib/request-body.integration-test.ts: a route
 * behind the site's body limits (web/lib/request-body.ts), in a process of its own as the site
 * renders in production, so that refusals are seen through the platform's forwarding.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { bodyLimited } from "../../web/lib/request-body";
import { asNextRequest, sendResponse } from "./next-request";

const route = bodyLimited(async (request) => Response.json({ read: (await request.text()).length }));

const server = createServer((req, res) => {
  // A request the platform cut (a body past the limit, a guest who left) fails to read: as in
  // Next.js, that request ends and the process serves the next one.
  void (async () => sendResponse(res, await route(asNextRequest(req), undefined)))().catch(() =>
    res.destroy(),
  );
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ type: "ready", port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => process.exit(0));
// The parent's stop (platform/site-child.ts), as the real site process takes it.
process.on("message", (message: { type?: string } | null) => {
  if (message?.type === "stop") process.exit(0);
});
