/**
 * What the lake's HTTP app is built from, in a file of its own: the route registrars import this
 * type, and app.ts imports the registrars, so the type cannot live in app.ts without a cycle.
 */
import type { LakeConfig } from "../config";
import type { QueryPool } from "../query/pool";
import type { LakeStore } from "../store/store";
import type { AssetServing } from "./assets";
import type { StaffUsers } from "../users/store";
import type { LoginAttempts, LoginSessions } from "./auth";

export interface LakeAppDependencies {
  store: LakeStore;
  /** Evaluates GROQ off the main event loop. */
  queries: QueryPool;
  config: LakeConfig;
  assets: AssetServing;
  logins: LoginSessions;
  /** Failed logins per e-mail and per address, to slow a guesser down. */
  attempts: LoginAttempts;
  /** The staff and their sessions. */
  staff: StaffUsers;
  log(message: string): void;
}
