/**
 * «Цены и наличие»: the engine's prices, closures, minimum stays and free rooms as a grid of
 * room types × rates × the days of a month (up to 18 months ahead), and changes over a range of
 * dates (and weekdays) for chosen types and rates: a price, closing or opening sale, a minimum
 * stay. Changes are collected, previewed night by night, saved in one transaction, and the latest
 * can be undone (docs/studio-tools.md#prices-and-availability).
 */
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon, ResetIcon } from "@sanity/icons";
import { Box, Button, Card, Dialog, Flex, Heading, Stack, Text, useToast } from "@sanity/ui";
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from "react";
import type { Tool } from "sanity";
import { addDays, daysBetween, isoWeekday, monthTitle, type IsoDate } from "../../rules/dates";
import { formatRubles } from "../../rules/money";
import { countText, NIGHTS } from "../../rules/plural";
import { ManagerApiError, useManagerApi } from "./api";
import { DateInput, Field, inputStyle } from "./ui";
import { formatDate, formatInstant } from "./format";
import {
  describeChange,
  formChange,
  MAX_QUEUED_CHANGES,
  WEEKDAYS,
  type Change,
  type Form,
} from "./price-form";

interface Grid {
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

interface Preview {
  count: number;
  cells: {
    room_type_id: number;
    rate_id: number;
    date: IsoDate;
    before: { amount: number; closed: boolean; min_stay: number } | null;
    after: { amount: number; closed: boolean; min_stay: number };
  }[];
}

const monthOf = (date: IsoDate) => date.slice(0, 7);
const firstOf = (month: string): IsoDate => `${month}-01`;
function lastOf(month: string): IsoDate {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, "0")}`;
}
function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
const grouped = (amount: number) => formatRubles(amount).replace(/\s?₽$/, "");

const cellStyle: CSSProperties = {
  border: "1px solid var(--card-border-color)",
  padding: "2px 4px",
  textAlign: "right",
  fontSize: 12,
  whiteSpace: "nowrap",
  minWidth: 46,
  cursor: "pointer",
};

const TOO_MANY_CHANGES = `За один раз сохраняется до ${MAX_QUEUED_CHANGES} изменений: сохраните эти и продолжите`;

function PricesTool() {
  const call = useManagerApi();
  const toast = useToast();
  const [month, setMonth] = useState<string | undefined>();
  const [grid, setGrid] = useState<Grid | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [form, setForm] = useState<Form>({
    from: "",
    to: "",
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    roomTypeIds: [],
    rateIds: [],
    price: "",
    sale: "keep",
    minStay: "",
  });
  const [queue, setQueue] = useState<Change[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<{ changes: Change[]; result: Preview } | undefined>();
  const [busy, setBusy] = useState(false);

  const [reloads, setReloads] = useState(0);
  const load = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    // Without a month yet: the month of today in UTC (the browser's clock, not its zone), which
    // the answer's `today`, the hotel's date, then corrects. The current month starts at today:
    // past nights cannot be changed.
    const browserToday = new Date().toISOString().slice(0, 10) as IsoDate;
    const wanted = month ?? monthOf(browserToday);
    const today = grid?.today ?? browserToday;
    const from = monthOf(today) === wanted ? today : firstOf(wanted);
    call<Grid>("GET", `price-grid?from=${from}&to=${lastOf(wanted)}`).then(
      (data) => {
        if (!current) return;
        setGrid(data);
        setLoadError(undefined);
        if (!month) setMonth(monthOf(data.today) === wanted ? wanted : monthOf(data.today));
        setForm((previous) =>
          previous.roomTypeIds.length === 0 && previous.rateIds.length === 0
            ? {
                ...previous,
                roomTypeIds: data.room_types.map((type) => type.id),
                rateIds: data.rates.map((rate) => rate.id),
              }
            : previous,
        );
      },
      (error: unknown) => {
        if (current) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
    // The grid's own `today` is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, month, reloads]);

  const days = useMemo(() => {
    if (!grid) return [];
    return Array.from({ length: daysBetween(grid.from, grid.to) + 1 }, (_, index) =>
      addDays(grid.from, index),
    );
  }, [grid]);
  const cellOf = useMemo(() => {
    const map = new Map<string, Grid["cells"][number]>();
    for (const cell of grid?.cells ?? []) map.set(`${cell.room_type_id}:${cell.rate_id}:${cell.date}`, cell);
    return map;
  }, [grid]);
  const freeOf = useMemo(() => {
    const map = new Map<string, Grid["inventory"][number]>();
    for (const row of grid?.inventory ?? []) map.set(`${row.room_type_id}:${row.date}`, row);
    return map;
  }, [grid]);

  const inSelection = (typeId: number, rateId: number, date: IsoDate) =>
    form.from !== "" &&
    form.to !== "" &&
    date >= form.from &&
    date <= form.to &&
    form.weekdays.includes(isoWeekday(date)) &&
    form.roomTypeIds.includes(typeId) &&
    form.rateIds.includes(rateId);

  const pickDate = (date: IsoDate) =>
    setForm((current) => {
      // First click: one day; a second click after it: the range up to it.
      if (current.from && current.from === current.to && date > current.from) return { ...current, to: date };
      return { ...current, from: date, to: date };
    });
  const pickCell = (typeId: number, rateId: number, date: IsoDate) =>
    setForm((current) => ({ ...current, from: date, to: date, roomTypeIds: [typeId], rateIds: [rateId] }));

  const toggle = (list: number[], id: number) =>
    list.includes(id) ? list.filter((item) => item !== id) : [...list, id].sort((a, b) => a - b);

  const currentChange = (): Change | undefined => {
    if (!grid) return undefined;
    const result = formChange(form, grid.today);
    if ("error" in result) {
      setProblem(result.error);
      return undefined;
    }
    setProblem(undefined);
    return result.change;
  };

  const addToQueue = () => {
    if (queue.length >= MAX_QUEUED_CHANGES) {
      setProblem(TOO_MANY_CHANGES);
      return;
    }
    const change = currentChange();
    if (change) setQueue((current) => [...current, change]);
  };

  const showPreview = async () => {
    const changes = [...queue];
    // The form counts too when it says something.
    const formTouched = form.price !== "" || form.sale !== "keep" || form.minStay !== "";
    if (formTouched || changes.length === 0) {
      const change = currentChange();
      if (!change) return;
      changes.push(change);
    }
    if (changes.length > MAX_QUEUED_CHANGES) {
      setProblem(TOO_MANY_CHANGES);
      return;
    }
    setBusy(true);
    try {
      const result = await call<Preview>("POST", "prices/preview", { changes });
      setPreview({ changes, result });
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const saved = await call<{ action_id: number; updated: number }>("POST", "prices/changes", {
        changes: preview.changes,
      });
      toast.push({ status: "success", title: `Сохранено: изменено ночей — ${saved.updated}` });
      setPreview(undefined);
      setQueue([]);
      setForm((current) => ({ ...current, price: "", sale: "keep", minStay: "" }));
      load();
    } catch (error) {
      setPreview(undefined);
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!grid?.last_change) return;
    setBusy(true);
    try {
      const undone = await call<{ restored: number }>("POST", "prices/undo", {
        action_id: grid.last_change.action_id,
      });
      toast.push({ status: "success", title: `Изменение отменено: возвращено ночей — ${undone.restored}` });
      load();
    } catch (error) {
      toast.push({
        status: "error",
        title: error instanceof ManagerApiError ? error.message : "Не удалось отменить изменение",
      });
    } finally {
      setBusy(false);
    }
  };

  if (loadError && !grid) {
    return (
      <Card padding={5} tone="critical">
        <Text role="alert">{loadError}</Text>
      </Card>
    );
  }
  if (!grid || !month) {
    return (
      <Card padding={5}>
        <Text>Загрузка цен…</Text>
      </Card>
    );
  }
  const firstMonth = monthOf(grid.today);
  const lastMonth = monthOf(grid.horizon);
  const typeTitle = (id: number) => grid.room_types.find((type) => type.id === id)?.title ?? String(id);
  const rateTitle = (id: number) => grid.rates.find((rate) => rate.id === id)?.title ?? String(id);
  const values = (value: { amount: number; closed: boolean; min_stay: number } | null) =>
    value
      ? `${formatRubles(value.amount)}${value.closed ? ", закрыто" : ""}${value.min_stay > 1 ? `, мин. ${value.min_stay}` : ""}`
      : "нет цены";

  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4}>
        <Flex align="center" gap={3} wrap="wrap">
          <Heading as="h1" size={2}>
            Цены и наличие
          </Heading>
          <Box flex={1} />
          <Button
            icon={ArrowLeftIcon}
            mode="ghost"
            aria-label="Предыдущий месяц"
            disabled={month <= firstMonth}
            onClick={() => setMonth(shiftMonth(month, -1))}
          />
          <Text size={2} weight="semibold" style={{ minWidth: 140, textAlign: "center" }}>
            <span data-testid="price-month">{monthTitle(month)}</span>
          </Text>
          <Button
            icon={ArrowRightIcon}
            mode="ghost"
            aria-label="Следующий месяц"
            disabled={month >= lastMonth}
            onClick={() => setMonth(shiftMonth(month, 1))}
          />
        </Flex>

        <Card border radius={2} style={{ overflowX: "auto" }}>
          <table
            style={{ borderCollapse: "collapse", fontSize: 12 }}
            aria-label={`Цены на ${monthTitle(month)}`}
          >
            <thead>
              <tr>
                <th style={{ ...cellStyle, textAlign: "left", cursor: "default", minWidth: 200 }}>
                  Категория и тариф
                </th>
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
        <Text size={1} muted>
          Щелчок по дню выбирает его, второй щелчок по более позднему дню — диапазон; щелчок по ячейке — эту
          категорию и тариф на этот день. Закрытые дни отмечены красным, «мин. N» — минимальный срок при
          заезде.
        </Text>

        <Card padding={4} border radius={2}>
          <Stack space={4}>
            <Heading as="h2" size={1}>
              Изменить
            </Heading>
            <Flex gap={4} wrap="wrap" align="flex-end">
              <Field label="С">
                <DateInput value={form.from} onChange={(iso) => setForm({ ...form, from: iso })} />
              </Field>
              <Field label="По">
                <DateInput value={form.to} onChange={(iso) => setForm({ ...form, to: iso })} />
              </Field>
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 13, marginBottom: 4 }}>Дни недели</legend>
                <Flex gap={2}>
                  {WEEKDAYS.map((title, index) => (
                    <label
                      key={title}
                      style={{ fontSize: 13, display: "flex", gap: 2, alignItems: "center" }}
                    >
                      <input
                        type="checkbox"
                        checked={form.weekdays.includes(index + 1)}
                        onChange={() => setForm({ ...form, weekdays: toggle(form.weekdays, index + 1) })}
                      />
                      {title}
                    </label>
                  ))}
                </Flex>
              </fieldset>
            </Flex>
            <Flex gap={5} wrap="wrap">
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 13, marginBottom: 4 }}>Категории</legend>
                <Flex gap={3} wrap="wrap">
                  {grid.room_types.map((type) => (
                    <label
                      key={type.id}
                      style={{ fontSize: 13, display: "flex", gap: 4, alignItems: "center" }}
                    >
                      <input
                        type="checkbox"
                        checked={form.roomTypeIds.includes(type.id)}
                        onChange={() => setForm({ ...form, roomTypeIds: toggle(form.roomTypeIds, type.id) })}
                      />
                      {type.title}
                    </label>
                  ))}
                </Flex>
              </fieldset>
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 13, marginBottom: 4 }}>Тарифы</legend>
                <Flex gap={3} wrap="wrap">
                  {grid.rates.map((rate) => (
                    <label
                      key={rate.id}
                      style={{ fontSize: 13, display: "flex", gap: 4, alignItems: "center" }}
                    >
                      <input
                        type="checkbox"
                        checked={form.rateIds.includes(rate.id)}
                        onChange={() => setForm({ ...form, rateIds: toggle(form.rateIds, rate.id) })}
                      />
                      {rate.title}
                    </label>
                  ))}
                </Flex>
              </fieldset>
            </Flex>
            <Flex gap={4} wrap="wrap" align="flex-end">
              <Field label="Цена за ночь, ₽">
                <input
                  inputMode="numeric"
                  style={{ ...inputStyle, width: 140 }}
                  value={form.price}
                  placeholder="не менять"
                  onChange={(event) => setForm({ ...form, price: event.target.value })}
                />
              </Field>
              <Field label="Продажи">
                <select
                  style={inputStyle}
                  value={form.sale}
                  onChange={(event) => setForm({ ...form, sale: event.target.value as Form["sale"] })}
                >
                  <option value="keep">не менять</option>
                  <option value="close">закрыть</option>
                  <option value="open">открыть</option>
                </select>
              </Field>
              <Field label="Минимум ночей при заезде">
                <input
                  inputMode="numeric"
                  style={{ ...inputStyle, width: 120 }}
                  value={form.minStay}
                  placeholder="не менять"
                  onChange={(event) => setForm({ ...form, minStay: event.target.value })}
                />
              </Field>
              <Button mode="ghost" text="Добавить ещё одно изменение" onClick={addToQueue} disabled={busy} />
              <Button
                tone="primary"
                text="Показать изменения"
                onClick={() => void showPreview()}
                disabled={busy}
              />
            </Flex>
            {queue.length > 0 ? (
              <Stack space={2}>
                <Text size={1} weight="semibold">
                  Изменения к сохранению вместе:
                </Text>
                {queue.map((change, index) => (
                  <Flex key={index} gap={2} align="center">
                    <Text size={1}>{describeChange(change, grid)}</Text>
                    <Button
                      mode="bleed"
                      text="Убрать"
                      fontSize={1}
                      padding={2}
                      onClick={() => setQueue(queue.filter((_, other) => other !== index))}
                    />
                  </Flex>
                ))}
              </Stack>
            ) : null}
            {problem ? (
              <Card padding={3} tone="critical" radius={2}>
                <Text size={1} role="alert">
                  {problem}
                </Text>
              </Card>
            ) : null}
          </Stack>
        </Card>

        {grid.last_change ? (
          <Card padding={3} border radius={2} tone={grid.last_change.undone ? "transparent" : "primary"}>
            <Flex gap={3} align="center" wrap="wrap">
              <Box flex={1}>
                <Text size={1}>
                  {grid.last_change.undone ? "Последнее изменение отменено: " : "Последнее изменение: "}
                  {grid.last_change.summary} — {grid.last_change.manager_name},{" "}
                  {formatInstant(grid.last_change.at)}
                </Text>
              </Box>
              <Button
                icon={ResetIcon}
                mode="ghost"
                text="Отменить последнее изменение"
                disabled={busy || grid.last_change.undone}
                onClick={() => void undo()}
              />
            </Flex>
          </Card>
        ) : null}
      </Stack>

      {preview ? (
        <Dialog
          id="price-preview"
          header="Что изменится"
          width={2}
          onClose={() => setPreview(undefined)}
          footer={
            <Flex gap={2} justify="flex-end" padding={3}>
              <Button mode="ghost" text="Отмена" onClick={() => setPreview(undefined)} />
              <Button
                tone="primary"
                text="Сохранить"
                disabled={busy || preview.result.count === 0}
                onClick={() => void save()}
              />
            </Flex>
          }
        >
          <Box padding={4}>
            <Stack space={3}>
              {preview.changes.map((change, index) => (
                <Text key={index} size={1}>
                  {describeChange(change, grid)}
                </Text>
              ))}
              <Text weight="semibold" data-testid="preview-count">
                {preview.result.count === 0
                  ? "Ничего не изменится: у этих ночей уже такие значения"
                  : `Изменится ночей: ${preview.result.count}`}
              </Text>
              <table style={{ borderCollapse: "collapse", fontSize: 12 }}>
                <thead>
                  <tr>
                    {["Категория", "Тариф", "Дата", "Было", "Станет"].map((title) => (
                      <th key={title} style={{ ...cellStyle, textAlign: "left", cursor: "default" }}>
                        {title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.result.cells.slice(0, 100).map((cell) => (
                    <tr key={`${cell.room_type_id}:${cell.rate_id}:${cell.date}`}>
                      <td style={{ ...cellStyle, textAlign: "left", cursor: "default" }}>
                        {typeTitle(cell.room_type_id)}
                      </td>
                      <td style={{ ...cellStyle, textAlign: "left", cursor: "default" }}>
                        {rateTitle(cell.rate_id)}
                      </td>
                      <td style={{ ...cellStyle, cursor: "default" }}>{formatDate(cell.date)}</td>
                      <td style={{ ...cellStyle, cursor: "default" }}>{values(cell.before)}</td>
                      <td style={{ ...cellStyle, cursor: "default" }}>{values(cell.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.result.cells.length > 100 ? (
                <Text size={1} muted>
                  …и ещё {preview.result.cells.length - 100}
                </Text>
              ) : null}
            </Stack>
          </Box>
        </Dialog>
      ) : null}
    </Box>
  );
}

function RoomTypeRows(props: {
  type: Grid["room_types"][number];
  grid: Grid;
  days: IsoDate[];
  cellOf: Map<string, Grid["cells"][number]>;
  freeOf: Map<string, Grid["inventory"][number]>;
  inSelection: (typeId: number, rateId: number, date: IsoDate) => boolean;
  pickCell: (typeId: number, rateId: number, date: IsoDate) => void;
}) {
  const { type, grid, days, cellOf, freeOf, inSelection, pickCell } = props;
  return (
    <>
      <tr>
        <th
          scope="rowgroup"
          colSpan={days.length + 1}
          style={{ ...cellStyle, textAlign: "left", cursor: "default", paddingTop: 8, fontSize: 13 }}
        >
          {type.title}
        </th>
      </tr>
      <tr>
        <th scope="row" style={{ ...cellStyle, textAlign: "left", fontWeight: 400, cursor: "default" }}>
          Свободно из {type.total_rooms}
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
          <th scope="row" style={{ ...cellStyle, textAlign: "left", fontWeight: 400, cursor: "default" }}>
            {rate.title}
          </th>
          {days.map((date) => {
            const cell = cellOf.get(`${type.id}:${rate.id}:${date}`);
            const selected = inSelection(type.id, rate.id, date);
            const label = cell
              ? `${type.title}, ${rate.title}, ${formatDate(date)}: ${formatRubles(cell.amount)}${cell.closed ? ", продажи закрыты" : ""}${cell.min_stay > 1 ? `, минимум ${countText(cell.min_stay, NIGHTS)}` : ""}`
              : `${type.title}, ${rate.title}, ${formatDate(date)}: нет цены`;
            return (
              <td
                key={date}
                title={label}
                data-testid={`cell-${type.id}-${rate.id}-${date}`}
                data-closed={cell?.closed ? "true" : "false"}
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
                {cell && cell.min_stay > 1 ? (
                  <div style={{ fontSize: 10, color: "var(--card-muted-fg-color)" }}>
                    мин. {cell.min_stay}
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

export const pricesTool: Tool = {
  name: "prices",
  title: "Цены и наличие",
  icon: CalendarIcon,
  component: PricesTool,
};
