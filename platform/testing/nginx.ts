/**
 * Debian's nginx for the system test, with the site the repository ships
 * (deploy/nginx/hotel.conf.template rendered by deploy/nginx/render.ts, as a deployment renders it):
 * its own prefix in a temporary folder, a throwaway self-signed certificate for `hotel.test`,
 * high ports, and — when the test runs as root, as CI does — the user `nobody`, so it runs as an
 * unprivileged process and never touches the system's nginx, its service or /etc/nginx.
 *
 * The main file written here stands for Debian's /etc/nginx/nginx.conf (events, temporary paths,
 * the access log); the site is the rendered template, included unchanged.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import { connect as http2Connect } from "node:http2";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { NGINX_TEMPLATE, renderNginxSite } from "../../deploy/nginx/render";

/** The name the site answers to; the certificate is for it (and 127.0.0.1 and the external address). */
export const NGINX_HOST = "hotel.test";

function commandWorks(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: "ignore" });
  return result.error === undefined && result.status === 0;
}

/** nginx's path: on PATH, or where Debian's package puts it (/usr/sbin is not on every user's PATH). */
const nginxBinary = ["nginx", "/usr/sbin/nginx"].find((candidate) => commandWorks(candidate, ["-v"]));

/** Why the nginx tests cannot run here, or undefined when they can. */
export const nginxMissing: string | undefined =
  nginxBinary === undefined
    ? "nginx is not installed (`apt-get install --no-install-recommends nginx`; .ci/run installs it)"
    : !commandWorks("openssl", ["version"])
      ? "openssl is not installed: it makes the test's certificate"
      : undefined;

/** An IPv4 address of this machine that is not loopback: a client there is not a trusted proxy. */
export const externalAddress: string | undefined = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;

export interface NginxFront {
  /** `https://hotel.test:<port>`, as the guest's browser names it. */
  origin: string;
  httpPort: number;
  httpsPort: number;
  /** The access log: the client, the request, the status and the instance that answered. */
  accessLog(): string[];
  /**
   * A request through nginx's HTTPS port as a fetch-like Response, the certificate checked
   * against the test's own; `from` connects to that address of this machine (default loopback).
   */
  fetch(
    pathname: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string; from?: string },
  ): Promise<Response>;
  /** One GET over HTTP/2 (ALPN h2): the status and the protocol negotiated. */
  http2Get(pathname: string): Promise<{ status: number; alpn: string | false | null | undefined }>;
  /** One request to nginx's plain HTTP port: status and Location. */
  plainGet(pathname: string): Promise<{ status: number; location: string | undefined }>;
  stop(): Promise<void>;
}

/** The uid and gid of `nobody`, for running nginx unprivileged when the test is root. */
function nobody(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) };
}

export async function startNginx(options: {
  instanceA: string;
  instanceB: string;
  httpPort: number;
  httpsPort: number;
}): Promise<NginxFront> {
  if (!nginxBinary) throw new Error(nginxMissing);
  const dir = mkdtempSync(path.join(tmpdir(), "hotel-nginx-"));
  const cert = path.join(dir, "fullchain.pem");
  const key = path.join(dir, "privkey.pem");
  const altNames = [
    `DNS:${NGINX_HOST}`,
    "IP:127.0.0.1",
    ...(externalAddress ? [`IP:${externalAddress}`] : []),
  ];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${NGINX_HOST}`,
      "-addext",
      `subjectAltName=${altNames.join(",")}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const site = renderNginxSite(readFileSync(NGINX_TEMPLATE, "utf8"), {
    HOTEL_SERVER_NAME: NGINX_HOST,
    HOTEL_HTTP_PORT: String(options.httpPort),
    HOTEL_HTTPS_PORT: String(options.httpsPort),
    HOTEL_INSTANCE_A: options.instanceA,
    HOTEL_INSTANCE_B: options.instanceB,
    HOTEL_TLS_CERTIFICATE: cert,
    HOTEL_TLS_CERTIFICATE_KEY: key,
  });
  writeFileSync(path.join(dir, "hotel.conf"), site);
  // Relative paths are the prefix's (-p); `include` is relative to this file's folder.
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      "events { worker_connections 512; }",
      "http {",
      "  log_format hotel '$remote_addr \"$request\" $status $upstream_addr';",
      "  access_log access.log hotel;",
      "  client_body_temp_path body; proxy_temp_path proxy; fastcgi_temp_path fastcgi;",
      "  uwsgi_temp_path uwsgi; scgi_temp_path scgi;",
      "  include hotel.conf;",
      "}",
      "",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? nobody() : undefined;
  if (user)
    for (const entry of [".", ...readdirSync(dir)]) chownSync(path.join(dir, entry), user.uid, user.gid);

  const args = ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  const globals = `daemon off; master_process on; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`;
  const test = spawnSync(nginxBinary, [...args, "-t", "-g", globals], { encoding: "utf8", ...user });
  if (test.status !== 0) throw new Error(`nginx -t refused the rendered site:\n${test.stderr}`);
  const child: ChildProcess = spawn(nginxBinary, [...args, "-g", globals], {
    stdio: ["ignore", "ignore", "pipe"],
    ...user,
  });
  const stderr: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };

  const ca = readFileSync(cert);
  const agents = new Map<string, Agent>();
  const agentFor = (from: string) => {
    let agent = agents.get(from);
    if (!agent) {
      agent = new Agent({ keepAlive: true, ca, servername: NGINX_HOST, maxSockets: 16 });
      agents.set(from, agent);
    }
    return agent;
  };
  const origin = `https://${NGINX_HOST}:${options.httpsPort}`;

  const front: NginxFront = {
    origin,
    httpPort: options.httpPort,
    httpsPort: options.httpsPort,
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8").split("\n").filter(Boolean),
    fetch: (pathname, init = {}) =>
      new Promise((resolve, reject) => {
        const from = init.from ?? "127.0.0.1";
        const req = httpsRequest(
          {
            host: from,
            port: options.httpsPort,
            path: pathname,
            method: init.method ?? "GET",
            agent: agentFor(from),
            headers: { host: `${NGINX_HOST}:${options.httpsPort}`, ...init.headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("error", reject);
            res.on("end", () => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(res.headers)) {
                for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
              }
              const status = res.statusCode ?? 502;
              const body = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
              resolve(new Response(body, { status, headers }));
            });
          },
        );
        req.on("error", reject);
        req.end(init.body);
      }),
    http2Get: (pathname) =>
      new Promise((resolve, reject) => {
        const session = http2Connect(`https://127.0.0.1:${options.httpsPort}`, {
          ca,
          servername: NGINX_HOST,
          ALPNProtocols: ["h2"],
        });
        session.on("error", reject);
        const stream = session.request({
          ":path": pathname,
          ":authority": `${NGINX_HOST}:${options.httpsPort}`,
        });
        stream.on("response", (headers) => {
          const alpn = session.alpnProtocol;
          stream.resume();
          stream.on("end", () => {
            session.close();
            resolve({ status: Number(headers[":status"]), alpn });
          });
        });
        stream.on("error", reject);
        stream.end();
      }),
    plainGet: (pathname) =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port: options.httpPort,
            path: pathname,
            headers: { host: `${NGINX_HOST}:${options.httpPort}` },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
          },
        );
        req.on("error", reject);
        req.end();
      }),
    stop: async () => {
      for (const agent of agents.values()) agent.destroy();
      if (child.exitCode === null) {
        // QUIT: nginx's graceful stop (the workers finish what they serve).
        child.kill("SIGQUIT");
        await Promise.race([
          new Promise((resolve) => child.once("exit", resolve)),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };

  // Ready when it answers /healthz over TLS (the instances already answer).
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr.join("")}${errorLog()}`);
    }
    const status = await front
      .fetch("/healthz")
      .then(async (answer) => (await answer.arrayBuffer(), answer.status))
      .catch(() => 0);
    if (status === 200) return front;
    if (Date.now() > deadline) {
      await front.stop();
      throw new Error(`nginx did not answer /healthz within 15 s: ${stderr.join("")}${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
