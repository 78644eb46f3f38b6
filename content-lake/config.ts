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
  /** The single access token; every request but the few public ones must carry it. */
  token: string;
  /** Browser-facing origin of the Studio-facing port (asset URLs, login page). */
  publicOrigin: string;
  /** Origins allowed to call the lake from a browser (the Studio's). */
  allowedOrigins: string[];
  user: LakeUser;
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
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: LakeLimits = {
  jsonBody: 8 * MiB,
  imageUpload: 32 * MiB,
  fileUpload: 256 * MiB,
  transformCache: 64 * MiB,
};

/** The lake's one user: whoever holds the token is the hotel's content manager. */
export const EMBEDDED_USER: LakeUser = {
  id: "p-embedded-manager",
  name: "Менеджер отеля",
  email: "manager@embedded.localhost",
};
