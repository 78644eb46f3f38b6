/** The engine's answers the price tool reads. */
import type { IsoDate } from "../../../rules/dates";

export interface Grid {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  horizon: IsoDate;
  room_types: { id: number; title: string; total_rooms: number }[];
  rates: { id: number; title: string; refundable: boolean }[];
  cells: {
    room_type_id: number;
    rate_id: number;
    date: IsoDate;
    amount: number;
    closed: boolean;
    min_stay: number;
  }[];
  inventory: { room_type_id: number; date: IsoDate; total: number; free: number }[];
  last_change: {
    action_id: number;
    at: string;
    manager_name: string;
    summary: string;
    undone: boolean;
  } | null;
}

export interface Preview {
  count: number;
  cells: {
    room_type_id: number;
    rate_id: number;
    date: IsoDate;
    before: { amount: number; closed: boolean; min_stay: number } | null;
    after: { amount: number; closed: boolean; min_stay: number };
  }[];
}
