/**
 * Which of the Studio's own tools a user sees, by their role in the project (Sanity's
 * `currentUser.roles`, the embedded lake's or the cloud project's alike; content-lake/users/roles.ts):
 * the booking engine's tools for administrators and managers, «Сотрудники» for administrators
 * of the embedded lake. Hiding is for the eye; the site's /api/admin and the lake's /staff refuse
 * the others themselves (403).
 */
import type { CurrentUser, Tool } from "sanity";
import { ENGINE_TOOL_ROLES, hasAnyRole, STAFF_ADMIN_ROLES } from "../../content-lake/users/roles";

const rolesOf = (user: Pick<CurrentUser, "role" | "roles"> | null | undefined): string[] =>
  user ? [user.role, ...user.roles.map((role) => role.name)].filter(Boolean) : [];

export const mayUseEngineTools = (user: Pick<CurrentUser, "role" | "roles"> | null | undefined) =>
  hasAnyRole(rolesOf(user), ENGINE_TOOL_ROLES);

export const mayManageStaff = (user: Pick<CurrentUser, "role" | "roles"> | null | undefined) =>
  hasAnyRole(rolesOf(user), STAFF_ADMIN_ROLES);

/** The tools of the Studio's config for this user: engine tools and the staff tool by role. */
export function toolsFor(
  user: Pick<CurrentUser, "role" | "roles"> | null | undefined,
  tools: { engine: Tool[]; staff: Tool[] },
): Tool[] {
  return [...(mayUseEngineTools(user) ? tools.engine : []), ...(mayManageStaff(user) ? tools.staff : [])];
}
