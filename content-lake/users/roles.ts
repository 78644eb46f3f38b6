/**
 * The staff's roles and what each may do. One list for the embedded lake and for Sanity's cloud:
 * the names are Sanity's role names (administrator and editor are Sanity's own; manager is a
 * custom role of the project, see docs/studio-tools.md «Staff and roles»), so the same checks read
 * `/users/me` of either.
 *
 *   editor         texts: every document of the content lake
 *   manager        texts, and the engine's tools: «Цены и наличие», «Бронирования», «Заявки»
 *   administrator  all of it, and the staff («Сотрудники»)
 */
export const STAFF_ROLES = ["administrator", "manager", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * A member of staff as the lake keeps and `/staff` answers them (JSON). Here, beside the roles,
 * so that the Studio's «Сотрудники» tool reads the same type without reaching the store.
 */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  hasPassword: boolean;
  disabled: boolean;
  createdAt: string;
}

export const ROLE_TITLES: Record<StaffRole, string> = {
  administrator: "Администратор",
  manager: "Менеджер",
  editor: "Редактор",
};

const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrator: "Тексты, цены, бронирования и сотрудники",
  manager: "Тексты, цены, бронирования и заявки",
  editor: "Только тексты сайта",
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** Roles that reach the booking engine's tools (prices, bookings, requests). */
export const ENGINE_TOOL_ROLES: readonly StaffRole[] = ["administrator", "manager"];
/** Roles that manage the staff. */
export const STAFF_ADMIN_ROLES: readonly StaffRole[] = ["administrator"];

/** The role names a user holds, from Sanity's `/users/me` shape (`role` and `roles[].name`). */
export function roleNames(user: {
  role?: string | null | undefined;
  roles?: readonly { name: string }[] | null | undefined;
}): Set<string> {
  const names = new Set<string>();
  if (user.role) names.add(user.role);
  for (const role of user.roles ?? []) names.add(role.name);
  return names;
}

export function hasAnyRole(held: Iterable<string>, allowed: readonly string[]): boolean {
  const set = new Set(held);
  return allowed.some((role) => set.has(role));
}

/** A role as Sanity's API lists it (`/users/me` roles, `/projects/:id/roles`). */
export function sanityRole(role: StaffRole) {
  return { name: role, title: ROLE_TITLES[role], description: ROLE_DESCRIPTIONS[role] };
}
