/** What one running lake needs to know: its project, its datasets, its token and its limits. */

export const EMBEDDED_PROJECT_ID = "embedded";

export interface LakeUser {
  id: string;
  name: string;
  email: string;
}

export interface LakeConfig {
  projectId: string;
  datasets: string[];
  /**
   * The lake's own token (`.data/secrets.json`): it acts as the owner, the first administrator
   * (content-lake/users/store.ts). Staff log in with their own e-mail and password instead.
   */
  token: string;
  /** Browser-facing origin of the Studio-facing port (asset URLs, login page). */
  publicOrigin: string;
  /** Origins allowed to call the lake from a browser (the Studio's). */
  allowedOrigins: string[];
  /** Name and e-mail the owner gets when the lake creates it (an empty staff table). */
  owner: LakeUser;
  limits: LakeLimits;
}

export interface LakeLimits {
  /** Largest JSON body (queries, mutations, actions), in bytes. */
  jsonBody: number;
  /** Largest image upload, in bytes. */
  imageUpload: number;
  /** Largest file upload (videos, PDFs), in bytes. */
  fileUpload: number;
  /** Memory for transformed images, in bytes. */
  transformCache: number;
  /** Image transforms running at once (the machine's cores are shared with the site). */
  transformConcurrency: number;
  /** Image transforms waiting for a slot; one more is refused with 503. */
  transformQueue: number;
  /** Time one image transform may wait for a slot before it is refused (503), in milliseconds. */
  transformWaitMs: number;
  /** Time one image transform may take before it is aborted (503), in seconds. */
  transformSeconds: number;
  /** New image transforms (not in the cache) one client may start per minute; one more is 429. */
  transformsPerClientMinute: number;
  /**
   * Image transforms one client may have waiting for a slot; one more is 429. Above the six
   * connections a browser opens to one host, so a guest's page of new pictures is never refused.
   */
  transformQueuePerClient: number;
  /** Worker threads that evaluate GROQ (each holds a copy of the dataset's views). */
  queryWorkers: number;
  /** Time one query may run before it is stopped (400 queryError), in milliseconds. */
  queryTimeoutMs: number;
  /** Queries waiting for a worker; one more is refused at once. */
  queryQueue: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: LakeLimits = {
  jsonBody: 8 * MiB,
  imageUpload: 32 * MiB,
  fileUpload: 256 * MiB,
  transformCache: 64 * MiB,
  transformConcurrency: 1,
  transformQueue: 32,
  transformWaitMs: 20_000,
  transformSeconds: 10,
  transformsPerClientMinute: 120,
  transformQueuePerClient: 8,
  queryWorkers: 2,
  queryTimeoutMs: 5_000,
  queryQueue: 64,
};

/**
 * The owner as first created: the first administrator, whom the lake's token acts as. Its id is
 * the one every change before staff users existed was recorded under.
 */
export const EMBEDDED_OWNER: LakeUser = {
  id: "p-embedded-manager",
  name: "Администратор",
  email: "admin@embedded.localhost",
};
