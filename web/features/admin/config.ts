import "server-only";
/**
 * The admin route's configuration: which origins may call it (the local Studio's, plus
 * MANAGER_STUDIO_ORIGINS) and where Studio users are checked (the content source's /users/me).
 */
import { env } from "@platform/env";
import { contentSource } from "@web/lib/content/config";
import { studioUserChecker, type UserCheck } from "./studio-user";

/** The API version of the `/users/me` call, as the Studio's own. */
const USERS_API_VERSION = "v2025-02-19";

export function allowedOrigins(): Set<string> {
  const config = env();
  const origins = new Set([
    `http://localhost:${config.STUDIO_PORT}`,
    `http://127.0.0.1:${config.STUDIO_PORT}`,
  ]);
  for (const origin of (config.MANAGER_STUDIO_ORIGINS ?? "").split(",")) {
    const trimmed = origin.trim().replace(/\/$/, "");
    if (trimmed) origins.add(trimmed);
  }
  return origins;
}

/** `/users/me` of the content source the Studio logs in to. */
export function usersMeUrl(source: {
  mode: "cloud" | "embedded";
  projectId: string;
  apiHost?: string;
}): string {
  if (source.mode === "cloud" || !source.apiHost)
    return `https://${source.projectId}.api.sanity.io/${USERS_API_VERSION}/users/me`;
  return `${source.apiHost}/${USERS_API_VERSION}/users/me`;
}

let checker: ((authorization: string | null) => Promise<UserCheck>) | undefined;

export function checkStudioUser(authorization: string | null): Promise<UserCheck> {
  checker ??= studioUserChecker({
    meUrl: usersMeUrl(contentSource()),
    roles: env()
      .MANAGER_STUDIO_ROLES.split(",")
      .map((role) => role.trim())
      .filter(Boolean),
  });
  return checker(authorization);
}
