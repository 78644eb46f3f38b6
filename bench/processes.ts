/**
 * The servers a bench run starts: each in its own process group with its output in a log file
 * (.data/bench/logs), awaited until it answers, and stopped — the whole group, by its id — when
 * the run ends, whether it ended well or not (`stopAll` in bench/run.ts's `finally` and on
 * SIGINT/SIGTERM).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export interface ServerProcess {
  readonly name: string;
  readonly pid: number;
  readonly logFile: string;
  stop(): Promise<void>;
}

const running = new Map<string, ServerProcess>();

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  /** Polled until it answers with a status below 500. */
  readyUrl: string;
  readyHeaders?: Record<string, string>;
  readyTimeoutMs: number;
  /** Called while waiting, about every 30 s, so a long build shows it is alive. */
  onWait?(elapsedSeconds: number): void;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || exited(child)) return;
  try {
    // Negative: the process group the child leads (spawned detached), so its own children go too.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Spawns a command in its own process group, its output in <logDir>/<name>.log. */
function launch(options: Omit<StartOptions, "readyUrl" | "readyHeaders" | "readyTimeoutMs">) {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = openSync(logFile, "w");
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  // A command that cannot be spawned has no pid; the error event would otherwise end the bench.
  child.on("error", () => undefined);
  if (child.pid === undefined) throw new Error(`${options.name} did not start (see ${logFile})`);
  const server: ServerProcess = {
    name: options.name,
    pid: child.pid,
    logFile,
    async stop() {
      running.delete(options.name);
      signalGroup(child, "SIGTERM");
      if (!(await waitForExit(child, 15_000))) {
        signalGroup(child, "SIGKILL");
        await waitForExit(child, 5_000);
      }
    },
  };
  running.set(options.name, server);
  return { child, server, logFile };
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const { child, server, logFile } = launch(options);
  const started = Date.now();
  let lastNote = started;
  for (;;) {
    if (exited(child)) {
      running.delete(options.name);
      throw new Error(
        `${options.name} exited (code ${child.exitCode}) before it answered:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(options.readyUrl, {
        headers: options.readyHeaders,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.status < 500) return server;
    } catch {
      // Not listening (or not ready) yet.
    }
    if (Date.now() - started > options.readyTimeoutMs) {
      await server.stop();
      throw new Error(
        `${options.name} did not answer ${options.readyUrl} within ${Math.round(options.readyTimeoutMs / 1000)} s:\n${tail(logFile)}`,
      );
    }
    if (options.onWait && Date.now() - lastNote >= 30_000) {
      lastNote = Date.now();
      options.onWait(Math.round((lastNote - started) / 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs a command to its end (a build, a Lighthouse run); rejects on a non-zero exit. */
export function runToEnd(options: Omit<StartOptions, "readyUrl" | "readyHeaders" | "readyTimeoutMs">) {
  const { child, logFile } = launch(options);
  return new Promise<void>((resolve, reject) => {
    const settle = (code: number | null) => {
      running.delete(options.name);
      if (code === 0) resolve();
      else reject(new Error(`${options.name} exited with code ${code}:\n${tail(logFile)}`));
    };
    if (exited(child)) settle(child.exitCode);
    else child.once("exit", settle);
  });
}

const cleanups = new Set<() => Promise<void>>();

/** Work for `stopAll` after the servers are gone (a temporary database); returns its removal. */
export function onCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running.values()].map((server) => server.stop()));
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    await cleanup().catch(() => undefined);
  }
}

/**
 * Resident memory in kB, now and at its peak, of a process and every process below it (our site
 * renders in a child process of its own), from /proc/<pid>/status (Linux). The peak is the sum of
 * each process's own peak.
 */
export function residentMemory(pid: number): { rssKb: number; peakKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status);
    if (!match?.[1]) throw new Error(`no ${name} in /proc/${pid}/status`);
    return Number(match[1]);
  };
  const total = { rssKb: field("VmRSS"), peakKb: field("VmHWM") };
  for (const child of childPids(pid)) {
    let below: { rssKb: number; peakKb: number };
    try {
      below = residentMemory(child);
    } catch {
      continue; // ended while it was read
    }
    total.rssKb += below.rssKb;
    total.peakKb += below.peakKb;
  }
  return total;
}

/**
 * The processes `pid` started, from every one of its threads: a child spawned by another thread
 * than the main one is listed under that thread's /proc/<pid>/task/<tid>/children only.
 */
function childPids(pid: number): number[] {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = new Set<number>();
  for (const thread of threads) {
    try {
      for (const child of readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8").split(/\s+/))
        if (child) children.add(Number(child));
    } catch {
      // The thread ended while it was read.
    }
  }
  return [...children];
}
