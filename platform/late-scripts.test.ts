import { EventEmitter } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync, createGunzip, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { coalesceWrites, FALLBACK_MS, LOADER, lateScriptsIn, prepareSiteAnswer } from "./late-scripts";

// docs/performance.md «Scripts after the first paint»

/** Next.js's own compression middleware, as its server installs it inside the site's handler. */
const nextCompression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const HEAD =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>Сосновый берег</title>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>';
const BODY =
  '<body><h1>Номера</h1><script src="/_next/static/chunks/main.js" async=""></script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>";

describe("a document's scripts after the first paint", () => {
  it("marks each Next.js script, drops their preloads, and puts the loader once, after the charset", () => {
    const state = { loaderWritten: false };
    const head = lateScriptsIn(HEAD, state);
    const body = lateScriptsIn(BODY, state);
    expect(head).toBe(
      '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>' +
        LOADER +
        "<title>Сосновый берег</title>" +
        '<script type="late">/_next/static/chunks/a.js</script>' +
        '<script type="late">/_next/static/chunks/turbopack-b.js</script>' +
        '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>',
    );
    expect(body).toBe(
      '<body><h1>Номера</h1><script type="late">/_next/static/chunks/main.js</script>' +
        "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
    );
    expect(state.loaderWritten).toBe(true);
    // Without a charset in the piece, the loader goes before the first mark.
    expect(lateScriptsIn(BODY, { loaderWritten: false })).toBe(
      "<body><h1>Номера</h1>" +
        LOADER +
        '<script type="late">/_next/static/chunks/main.js</script>' +
        "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
    );
  });

  it("leaves alone what is not exactly Next.js's tag, and a piece with none", () => {
    const others =
      '<script src="/_next/static/chunks/a.js" async="" nonce="n"></script>' +
      '<script src="https://example.com/x.js" async=""></script>' +
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>';
    const state = { loaderWritten: false };
    expect(lateScriptsIn(others, state)).toBe(others);
    const none = BODY.replace(/<script src[^]*?<\/script>/, "");
    expect(lateScriptsIn(none, state)).toBe(none);
    expect(state.loaderWritten).toBe(false);
  });

  /** The loader run in a VM against a stand-in document that holds the given marks. */
  function page(visibility: "visible" | "hidden") {
    const marks: string[] = [];
    const inPage: string[] = [];
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const events = new Map<string, () => void>();
    const context = {
      document: {
        visibilityState: visibility,
        querySelectorAll: (selector: string) =>
          selector === "script[type=late]" ? marks.map((textContent) => ({ textContent })) : [],
        querySelector: (selector: string) =>
          inPage.some((src) => selector === `script[src="${src}"]`) ? {} : null,
        createElement: () => ({}) as { src?: string },
        head: {
          appendChild: (script: { src: string; async: boolean }) =>
            added.push(`${script.src} ${script.async}`),
        },
        addEventListener: (name: string, run: () => void) => events.set(`document ${name}`, run),
      },
      addEventListener: (name: string, run: () => void) => events.set(`window ${name}`, run),
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    };
    runInNewContext(LOADER.replace(/^<script>|<\/script>$/g, ""), context);
    return { marks, inPage, added, frames, timers, events };
  }

  it("adds the marked scripts after the first frame, once each; later marks at DOMContentLoaded and load", () => {
    const visible = page("visible");
    visible.marks.push("/a.js", "/b.js");
    expect(visible.added).toEqual([]);
    visible.frames.forEach((run) => run());
    expect(visible.added).toEqual([]);
    visible.timers.find(({ ms }) => ms === 0)?.run();
    expect(visible.added).toEqual(["/a.js true", "/b.js true"]);
    visible.marks.push("/c.js");
    visible.events.get("document DOMContentLoaded")?.();
    expect(visible.added).toEqual(["/a.js true", "/b.js true", "/c.js true"]);
    visible.marks.push("/d.js");
    visible.events.get("window load")?.();
    // The fallback after all that adds nothing twice.
    visible.timers.find(({ ms }) => ms === FALLBACK_MS)?.run();
    expect(visible.added).toEqual(["/a.js true", "/b.js true", "/c.js true", "/d.js true"]);
  });

  it("does not add a script the page already has (Turbopack's runtime adds its bootstrap chunk itself)", () => {
    const visible = page("visible");
    visible.marks.push("/a.js", "/bootstrap.js");
    visible.inPage.push("/bootstrap.js");
    visible.frames.forEach((run) => run());
    visible.timers.find(({ ms }) => ms === 0)?.run();
    expect(visible.added).toEqual(["/a.js true"]);
  });

  it("adds them after FALLBACK_MS when no frame comes, and at once in the background", () => {
    const noFrame = page("visible");
    noFrame.marks.push("/a.js");
    noFrame.timers.find(({ ms }) => ms === FALLBACK_MS)?.run();
    expect(noFrame.added).toEqual(["/a.js true"]);

    const background = page("hidden");
    expect(background.frames).toHaveLength(0);
    background.marks.push("/a.js");
    background.events.get("document DOMContentLoaded")?.();
    expect(background.added).toEqual(["/a.js true"]);
  });
});

describe("the site's answers through prepareSiteAnswer", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** A server in front of `handler` as the site's process is in front of Next.js. */
  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
    const compress = nextCompression();
    server = createServer((req, res) => {
      prepareSiteAnswer(req, res);
      compress(req, res, () => undefined);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  interface Answer {
    status: number;
    headers: IncomingMessage["headers"];
    body: string;
  }
  function get(
    port: number,
    path: string,
    headers: Record<string, string> = {},
    method = "GET",
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request({ port, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
      })
        .on("error", reject)
        .end();
    });
  }

  const page = HEAD + BODY + "<p>".padEnd(4000, "х") + "</p>";
  const prerendered = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-length", Buffer.byteLength(page));
    res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
    res.end(page);
  };

  it("changes a document's scripts and compresses it once, as the client asked", async () => {
    const port = await serve(prerendered);
    for (const [asked, sent] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const answer = await get(port, "/", { "accept-encoding": asked });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(sent);
      expect(answer.headers["content-length"]).toBeUndefined();
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.body).toContain(LOADER);
      expect(answer.body).toContain('<script type="late">/_next/static/chunks/a.js</script>');
      expect(answer.body).not.toContain('<script src="/_next/static/chunks/a.js"');
      expect(answer.body).toContain("Сосновый берег");
      expect(answer.body).toContain("х".repeat(100));
    }
  });

  it("sends what is not a document of status 200 as it was, compressed when it can be", async () => {
    const script = "console.log('х');".repeat(200);
    const port = await serve((req, res) => {
      if (req.url === "/missing") {
        res.writeHead(404, { "content-type": "text/html", "content-length": Buffer.byteLength(page) });
        res.end(page);
        return;
      }
      res.writeHead(200, {
        "content-type": "application/javascript",
        "content-length": Buffer.byteLength(script),
      });
      res.end(script);
    });
    const js = await get(port, "/_next/static/chunks/a.js", { "accept-encoding": "br" });
    expect(js.headers["content-encoding"]).toBe("br");
    expect(js.body).toBe(script);
    const missing = await get(port, "/missing", { "accept-encoding": "" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-length"]).toBe(String(Buffer.byteLength(page)));
    expect(missing.body).toBe(page);
  });

  it("sends a part of a file (206) uncompressed: its Content-Range counts the file's bytes", async () => {
    const css = "a{color:red}".repeat(400);
    const port = await serve((_req, res) => {
      res.writeHead(206, {
        "content-type": "text/css",
        "content-range": `bytes 0-2999/${css.length}`,
        "content-length": 3000,
      });
      res.end(css.slice(0, 3000));
    });
    const part = await get(port, "/part.css", { "accept-encoding": "br", range: "bytes=0-2999" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.body).toBe(css.slice(0, 3000));
  });

  it("answers HEAD with the document's headers and no body", async () => {
    const port = await serve(prerendered);
    const answer = await get(port, "/", { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toBe("");
  });

  it("sends each piece of a streamed page as it is written, not at the end", async () => {
    let received!: () => void;
    const firstPieceArrived = new Promise<void>((resolve) => (received = resolve));
    const port = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(HEAD);
      void firstPieceArrived.then(() => res.end(BODY));
    });
    const pieces: string[] = [];
    await new Promise<void>((resolve, reject) => {
      request({ port, path: "/", headers: { "accept-encoding": "gzip" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("gzip");
        const gunzip = createGunzip();
        res.pipe(gunzip);
        gunzip.on("data", (chunk: Buffer) => {
          pieces.push(chunk.toString("utf8"));
          received();
        });
        gunzip.on("end", resolve);
      })
        .on("error", reject)
        .end();
    });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0]).toContain(LOADER);
    expect(pieces.join("")).toContain('<script type="late">/_next/static/chunks/main.js</script>');
  });
});

describe("the pieces of a streamed answer on their way to the compressor", () => {
  /** A response whose real writes, flushes and end are recorded; `full` makes a write answer false. */
  function recorded() {
    const log: string[] = [];
    const res = Object.assign(new EventEmitter(), {
      writableEnded: false,
      full: false,
      write(chunk: Buffer, _encoding?: unknown, callback?: (error?: Error | null) => void) {
        log.push(`write ${chunk.toString("utf8")}`);
        callback?.();
        return !res.full;
      },
      end(callback?: () => void) {
        log.push("end");
        res.writableEnded = true;
        callback?.();
        return res;
      },
    });
    coalesceWrites(res as unknown as ServerResponse, () => log.push("flush"));
    return { res: res as unknown as ServerResponse, log, fake: res };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it("sends the pieces written in one turn as one write, then flushes; a later turn's on their own", async () => {
    const { res, log } = recorded();
    const written: string[] = [];
    for (let index = 0; index < 100; index++) res.write(`<i>${index}</i>`, () => written.push(String(index)));
    res.write(Buffer.from("ё"));
    expect(log).toEqual([]);
    await turn();
    expect(log).toHaveLength(2);
    expect(log[0]).toBe(`write ${Array.from({ length: 100 }, (_, index) => `<i>${index}</i>`).join("")}ё`);
    expect(log[1]).toBe("flush");
    expect(written).toHaveLength(100);
    res.write("конец ");
    await turn();
    expect(log.slice(2)).toEqual(["write конец ", "flush"]);
  });

  it("writes what is waiting before the end, with the end's own piece", () => {
    const { res, log } = recorded();
    let ended = false;
    res.write("<p>");
    res.end("</p>", () => (ended = true));
    expect(log).toEqual(["write <p></p>", "end"]);
    expect(ended).toBe(true);
  });
  it("asks the writer to wait when the real write was refused, and only until the next drain", async () => {
    const { res, fake } = recorded();
    fake.full = true;
    expect(res.write("<p>")).toBe(true);
    await turn();
    // The buffer was full: the writer waits for drain…
    expect(res.write("a")).toBe(false);
    fake.full = false;
    fake.emit("drain");
    // …and a drain that came before the next write does not leave it waiting for another.
    expect(res.write("b")).toBe(true);
  });
});
