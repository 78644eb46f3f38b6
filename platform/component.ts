/**
 * How the parts of the project plug into the one process that `npm start` runs: each part
 * prepares its data (migrations, seeds), may run servers of its own (the content lake's ports)
 * and may mount an HTTP handler on the site's port (the hotel API at /v1).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connection } from "./database";
import type { Env } from "./env";
import type { Check } from "./health";
import type { Log } from "./logger";
import type { Secrets } from "./secrets";

export interface PlatformContext {
  env: Env;
  secrets: Secrets;
  /** The keys this start generated (first start): the log shows those once, in full. */
  generatedSecrets?: ReadonlySet<keyof Secrets> | undefined;
  connection: Connection;
  /** Absolute path of the repository root. */
  root: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  log: Log;
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface RunningService {
  /** Lines printed at start: what this service serves and where. */
  describe: string[];
  stop(): Promise<void>;
  /** Readiness checks by name (platform/health.ts): what must answer for this instance to serve. */
  ready?: Record<string, Check> | undefined;
}

export interface Component {
  name: string;
  /** Migrations and seed data; runs before anything serves. */
  prepare?(context: PlatformContext): Promise<void>;
  /** Servers of the component's own, started before the site is built and served. */
  start?(context: PlatformContext): Promise<RunningService>;
  /**
   * A handler on the site's port for every path under `prefix`; `stop` ends what the mount runs in
   * the background (the hotel's outbox worker) before the database closes.
   */
  mount?(context: PlatformContext): {
    prefix: string;
    handler: NodeHandler;
    describe: string[];
    stop?(): Promise<void>;
    ready?: Record<string, Check> | undefined;
  };
}
