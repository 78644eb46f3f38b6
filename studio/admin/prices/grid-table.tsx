/**
 * The month's grid: a column per day (a click picks the day, a second one the range), and per
 * room type its rooms on sale and free, and a row per rate (a click on a cell picks its type,
 * rate and day) with the price and the day's restrictions. The row labels stay pinned while the
 * days scroll sideways.
 */
import type { CSSProperties } from "react";
import { Card } from "@sanity/ui";
import { useMemo } from "react";
import { isoWeekday, monthTitle, type IsoDate } from "../../../rules/dates";
import { formatRubles } from "../../../rules/money";
import { countText, NIGHTS } from "../../../rules/plural";
import { formatDate } from "../format";
import { WEEKDAYS } from "../price-form";
import { cellStyle } from "./cell-style";
import { datesFrom } from "./month";
import type { Grid } from "../contract";

const grouped = (amount: number) => formatRubles(amount).replace(/\s?₽$/, "");

/** A row label pinned to the left edge while the days scroll. */
const pinned: CSSProperties = {
  ...cellStyle,
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: "var(--card-bg-color, #fff)",
  // Its right edge drawn over the days scrolled under it (the table's borders are separate: a
  // collapsed border stays with the table, and the days showed through it).
  boxShadow: "1px 0 0 var(--card-border-color)",
  textAlign: "left",
  cursor: "default",
  minWidth: 200,
  maxWidth: 200,
  whiteSpace: "normal",
};
const note: CSSProperties = { fontSize: 10, color: "var(--card-muted-fg-color)" };

/** What a cell says besides its price, as the tooltip reads it. */
function restrictions(cell: Grid["cells"][number]): string {
  return [
    cell.closed ? "продажи закрыты" : "",
    cell.min_stay > 1 ? `минимум ${countText(cell.min_stay, NIGHTS)}` : "",
    cell.max_stay ? `максимум ${countText(cell.max_stay, NIGHTS)}` : "",
    cell.closed_arrival ? "заезд закрыт" : "",
    cell.closed_departure ? "выезд закрыт" : "",
  ]
    .filter(Boolean)
    .map((text) => `, ${text}`)
    .join("");
}

type Selected = (typeId: number, rateId: number, date: IsoDate) => boolean;
type PickCell = (typeId: number, rateId: number, date: IsoDate) => void;

export function GridTable(props: {
  grid: Grid;
  month: string;
  inSelection: Selected;
  pickDate: (date: IsoDate) => void;
  pickCell: PickCell;
}) {
  const { grid, month, inSelection, pickDate, pickCell } = props;
  const days = useMemo(() => datesFrom(grid.from, grid.to), [grid]);
  const cellOf = useMemo(() => {
    const map = new Map<string, Grid["cells"][number]>();
    for (const cell of grid.cells) map.set(`${cell.room_type_id}:${cell.rate_id}:${cell.date}`, cell);
    return map;
  }, [grid]);
  const freeOf = useMemo(() => {
    const map = new Map<string, Grid["inventory"][number]>();
    for (const row of grid.inventory) map.set(`${row.room_type_id}:${row.date}`, row);
    return map;
  }, [grid]);

  return (
    <Card border radius={2} style={{ overflowX: "auto" }} data-testid="price-grid-scroll">
      <table
        style={{ borderCollapse: "separate", borderSpacing: 0, fontSize: 12 }}
        aria-label={`Цены на ${monthTitle(month)}`}
      >
        <thead>
          <tr>
            <th style={{ ...pinned, zIndex: 2 }}>Категория и тариф</th>
            {days.map((date) => {
              const weekday = isoWeekday(date);
              return (
                <th
                  key={date}
                  scope="col"
                  title={formatDate(date)}
                  onClick={() => pickDate(date)}
                  style={{
                    ...cellStyle,
                    textAlign: "center",
                    opacity: date < grid.today ? 0.45 : 1,
                    background: weekday >= 6 ? "var(--card-muted-bg-color, rgba(0,0,0,.04))" : undefined,
                  }}
                >
                  {Number(date.slice(8))}
                  <br />
                  <span style={{ fontWeight: 400 }}>{WEEKDAYS[weekday - 1]}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {grid.room_types.map((type) => (
            <RoomTypeRows
              key={type.id}
              type={type}
              grid={grid}
              days={days}
              cellOf={cellOf}
              freeOf={freeOf}
              inSelection={inSelection}
              pickCell={pickCell}
            />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function RoomTypeRows(props: {
  type: Grid["room_types"][number];
  grid: Grid;
  days: IsoDate[];
  cellOf: Map<string, Grid["cells"][number]>;
  freeOf: Map<string, Grid["inventory"][number]>;
  inSelection: Selected;
  pickCell: PickCell;
}) {
  const { type, grid, days, cellOf, freeOf, inSelection, pickCell } = props;
  return (
    <>
      <tr>
        <th scope="rowgroup" style={{ ...pinned, paddingTop: 8, fontSize: 13 }}>
          {type.title}
        </th>
        <td colSpan={days.length} style={{ ...cellStyle, cursor: "default" }} />
      </tr>
      <tr>
        <th scope="row" style={{ ...pinned, fontWeight: 400 }}>
          В продаже из {type.total_rooms}
        </th>
        {days.map((date) => {
          const row = freeOf.get(`${type.id}:${date}`);
          const limited = row && row.on_sale < row.total;
          return (
            <td
              key={date}
              title={`${type.title}, ${formatDate(date)}: в продаже ${row ? row.on_sale : type.total_rooms} из ${type.total_rooms}`}
              style={{
                ...cellStyle,
                cursor: "default",
                fontWeight: limited ? 600 : undefined,
                background: limited ? "rgba(241, 196, 15, .18)" : undefined,
              }}
              data-testid={`on-sale-${type.id}-${date}`}
            >
              {row ? row.on_sale : type.total_rooms}
            </td>
          );
        })}
      </tr>
      <tr>
        <th scope="row" style={{ ...pinned, fontWeight: 400 }}>
          Свободно
        </th>
        {days.map((date) => {
          const free = freeOf.get(`${type.id}:${date}`);
          return (
            <td
              key={date}
              style={{
                ...cellStyle,
                cursor: "default",
                color: free && free.free === 0 ? "#c0392b" : undefined,
              }}
              data-testid={`free-${type.id}-${date}`}
            >
              {free ? free.free : "—"}
            </td>
          );
        })}
      </tr>
      {grid.rates.map((rate) => (
        <tr key={rate.id}>
          <th scope="row" style={{ ...pinned, fontWeight: 400 }}>
            {rate.title}
          </th>
          {days.map((date) => {
            const cell = cellOf.get(`${type.id}:${rate.id}:${date}`);
            const selected = inSelection(type.id, rate.id, date);
            const label = cell
              ? `${type.title}, ${rate.title}, ${formatDate(date)}: ${formatRubles(cell.amount)}${restrictions(cell)}`
              : `${type.title}, ${rate.title}, ${formatDate(date)}: нет цены`;
            return (
              <td
                key={date}
                title={label}
                data-testid={`cell-${type.id}-${rate.id}-${date}`}
                data-closed={cell?.closed ? "true" : "false"}
                data-closed-arrival={cell?.closed_arrival ? "true" : "false"}
                data-closed-departure={cell?.closed_departure ? "true" : "false"}
                data-max-stay={cell?.max_stay ?? ""}
                onClick={() => pickCell(type.id, rate.id, date)}
                style={{
                  ...cellStyle,
                  opacity: date < grid.today ? 0.45 : 1,
                  background: selected
                    ? "rgba(34, 118, 252, .18)"
                    : cell?.closed
                      ? "rgba(224, 49, 49, .16)"
                      : undefined,
                  textDecoration: cell?.closed ? "line-through" : undefined,
                }}
              >
                {cell ? grouped(cell.amount) : "—"}
                {cell && (cell.min_stay > 1 || cell.max_stay) ? (
                  <div style={note}>
                    {cell.min_stay > 1 ? `мин. ${cell.min_stay}` : ""}
                    {cell.min_stay > 1 && cell.max_stay ? " " : ""}
                    {cell.max_stay ? `макс. ${cell.max_stay}` : ""}
                  </div>
                ) : null}
                {cell && (cell.closed_arrival || cell.closed_departure) ? (
                  <div style={{ ...note, color: "#c0392b", fontWeight: 600 }}>
                    {cell.closed_arrival ? "⇥з" : ""}
                    {cell.closed_arrival && cell.closed_departure ? " " : ""}
                    {cell.closed_departure ? "в⇤" : ""}
                  </div>
                ) : null}
              </td>
            );
          })}
        </tr>
      ))}
    </>
  );
}
