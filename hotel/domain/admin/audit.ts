/**
 * Who did what and when: every write through the manager endpoints records the manager (the
 * Studio user the site's admin route checked, or `admin-key` for a bare call with the admin
 * key) in `hotel.manager_actions`, in the same transaction as the change itself, so a change
 * never exists without its record (docs/studio-tools.md#who-and-when).
 */
import type { Executor } from "../../db";
import {
  insertAdminAction,
  listAdminActions,
  type AdminActionQuery,
  type AdminActionRow,
} from "../../db/repositories/admin-actions";
import type { EngineContext } from "../context";

export interface Manager {
  id: string;
  name: string;
}

/** A call with the admin key and no Studio user behind it (a script, curl). */
export const ADMIN_KEY_MANAGER: Manager = { id: "admin-key", name: "Ключ менеджера" };

export interface ActionRecord {
  action: string;
  summary: string;
  reservationId?: string | undefined;
  guestRequestId?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

export function recordAction(
  tx: Executor,
  now: Date,
  manager: Manager,
  record: ActionRecord,
): Promise<AdminActionRow> {
  return insertAdminAction(tx, {
    at: now,
    managerId: manager.id,
    managerName: manager.name,
    action: record.action,
    summary: record.summary,
    reservationId: record.reservationId ?? null,
    guestRequestId: record.guestRequestId ?? null,
    details: record.details ?? {},
  });
}

export interface AdminAction {
  id: number;
  at: Date;
  manager: Manager;
  action: string;
  summary: string;
  reservationId: string | null;
  guestRequestId: string | null;
}

export function toAdminAction(row: AdminActionRow): AdminAction {
  return {
    id: row.id,
    at: row.at,
    manager: { id: row.managerId, name: row.managerName },
    action: row.action,
    summary: row.summary,
    reservationId: row.reservationId,
    guestRequestId: row.guestRequestId,
  };
}

export async function adminActions(
  ctx: EngineContext,
  query: AdminActionQuery,
): Promise<{ actions: AdminAction[]; total: number }> {
  const { rows, total } = await listAdminActions(ctx.db, query);
  return { actions: rows.map(toAdminAction), total };
}
