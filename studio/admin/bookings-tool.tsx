/**
 * «Бронирования», the front desk: the engine's bookings, searched by reference, the guest's name,
 * e-mail or phone in any writing, filtered by status and by arrival, departure and creation dates,
 * sorted, in pages of 50, and the whole filter as a CSV file for Excel; a booking's card with the
 * guest's arrival time, how it was paid, the transfer's flights, its history (created, paid,
 * changed, cancelled, refunded, the e-mails sent, managers' actions and notes) and the actions the
 * engine allows: change the dates or guests (the guest's own change: a dearer one waits for the
 * guest's payment), cancel by the rate's policy or without a refund, send the confirmation again,
 * an internal note (docs/studio-tools.md#bookings). The list and the open card
 * are live: asked again every few seconds, the bookings made meanwhile marked «Только что» until
 * opened (docs/studio-tools.md#live-lists).
 */
import { DocumentsIcon, DownloadIcon } from "@sanity/icons";
import { Badge, Box, Button, Card, Dialog, Flex, Heading, Stack, Text, useToast } from "@sanity/ui";
import { useMemo, useState, type CSSProperties } from "react";
import type { Tool } from "sanity";
import { formatRubles, TEST_PAYMENT_LABEL } from "../../rules/money";
import { messageOf, useManagerApi, useManagerDownload, useManagerGet } from "./api";
import {
  AdminReservationsResponse,
  BookingCardResponse,
  BookingNoteResponse,
  CancelResponse,
  ChangeResponse,
  RESERVATION_SORTS,
  ResendResponse,
  type Booking,
  type ChangeQuote,
  type OutboxRow,
  type ReservationSort,
} from "./contract";
import {
  ArrivedBadge,
  ConfirmDialog,
  Contacts,
  DateInput,
  DialogBody,
  Field,
  inputStyle,
  ToolError,
} from "./ui";
import { useArrivals } from "./use-arrivals";
import { formatDate, formatInstant } from "./format";

type Status = Booking["status"];

const STATUS_TITLES: Record<Status, string> = {
  held: "Ожидает оплаты",
  confirmed: "Подтверждена",
  canceled: "Отменена",
  expired: "Истекла",
};
const STATUS_TONES: Record<Status, "caution" | "positive" | "critical" | "default"> = {
  held: "caution",
  confirmed: "positive",
  canceled: "critical",
  expired: "default",
};
const EFFECT_TITLES: Record<string, string> = {
  "mail.booking-confirmed": "Письмо гостю: подтверждение брони",
  "mail.payment-received": "Письмо гостю: оплата получена",
  "mail.booking-changed": "Письмо гостю: бронь изменена",
  "mail.booking-change-pending": "Письмо гостю: изменение ждёт доплаты",
  "mail.booking-canceled": "Письмо гостю: бронь отменена",
  "mail.refund": "Письмо гостю: возврат",
  "mail.hotel-new-booking": "Письмо отелю: новая бронь",
  "mail.hotel-booking-changed": "Письмо отелю: бронь изменена",
  "mail.hotel-booking-canceled": "Письмо отелю: бронь отменена",
  "mail.hotel-transfer-updated": "Письмо отелю: гость уточнил рейс",
  "provider.refund": "Возврат через платёжный сервис",
  "provider.cancel_payment": "Отмена платежа у платёжного сервиса",
};
const EFFECT_STATUS: Record<OutboxRow["status"], string> = {
  pending: "в очереди",
  delivering: "отправляется",
  sent: "выполнено",
  failed: "не удалось",
};

const fullName = (guest: Booking["main_guest"]) =>
  [guest.last_name, guest.first_name, guest.middle_name].filter(Boolean).join(" ");

const cell: CSSProperties = {
  padding: "6px 8px",
  borderBottom: "1px solid var(--card-border-color)",
  fontSize: 13,
};

const SORT_TITLES: Record<ReservationSort, string> = {
  created: "Дата создания",
  arrival: "Заезд",
  departure: "Выезд",
  total: "Сумма",
  name: "Фамилия гостя",
};

/** How many bookings a page of the list may show (the engine gives at most 200 at once). */
const PAGE_SIZES = [20, 50, 100] as const;

interface Filters {
  q: string;
  status: string;
  arrivalFrom: string;
  arrivalTo: string;
  departureFrom: string;
  departureTo: string;
  createdFrom: string;
  createdTo: string;
  sort: ReservationSort;
  order: "asc" | "desc";
}

const NO_FILTERS: Filters = {
  q: "",
  status: "",
  arrivalFrom: "",
  arrivalTo: "",
  departureFrom: "",
  departureTo: "",
  createdFrom: "",
  createdTo: "",
  sort: "created",
  order: "desc",
};

/** The filter and order as the engine's query (the page's and the CSV file's alike). */
function filterQuery(filters: Filters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set("q", filters.q.trim());
  if (filters.status) query.set("status", filters.status);
  const dates: [string, string][] = [
    ["arrival_from", filters.arrivalFrom],
    ["arrival_to", filters.arrivalTo],
    ["departure_from", filters.departureFrom],
    ["departure_to", filters.departureTo],
    ["created_from", filters.createdFrom],
    ["created_to", filters.createdTo],
  ];
  for (const [name, value] of dates) if (value) query.set(name, value);
  query.set("sort", filters.sort);
  query.set("order", filters.order);
  return query;
}

function BookingsTool() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(50);
  const [openId, setOpenId] = useState<string | undefined>();
  const [exporting, setExporting] = useState(false);
  const download = useManagerDownload();
  const toast = useToast();
  const query = filterQuery(applied);
  query.set("limit", String(pageSize));
  query.set("offset", String(page * pageSize));
  const {
    data: result,
    dataPath,
    error,
    reload: refresh,
  } = useManagerGet(`reservations?${query}`, AdminReservationsResponse, { live: true });
  const dated = useMemo(
    () =>
      result?.reservations.map((booking) => ({ id: booking.reservation_id, createdAt: booking.created_at })),
    [result],
  );
  const { fresh, opened } = useArrivals("bookings", dataPath, dated);
  const open = (id: string) => {
    setOpenId(id);
    opened(id);
  };
  const apply = (next: Filters) => {
    setFilters(next);
    setApplied(next);
    setPage(0);
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;
  const dateField = (label: string, key: keyof Filters) => (
    <Field label={label}>
      <DateInput value={filters[key]} onChange={(iso) => setFilters({ ...filters, [key]: iso })} />
    </Field>
  );

  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          Бронирования
        </Heading>
        <form
          aria-label="Фильтры броней"
          onSubmit={(event) => {
            event.preventDefault();
            apply(filters);
          }}
        >
          <Stack space={3}>
            <Flex gap={3} wrap="wrap" align="flex-end">
              <Field label="Поиск: номер брони, имя, e-mail или телефон">
                <input
                  type="search"
                  style={{ ...inputStyle, width: 340 }}
                  value={filters.q}
                  onChange={(event) => setFilters({ ...filters, q: event.target.value })}
                />
              </Field>
              <Field label="Статус">
                <select
                  style={inputStyle}
                  value={filters.status}
                  onChange={(event) => setFilters({ ...filters, status: event.target.value })}
                >
                  <option value="">все</option>
                  {(Object.keys(STATUS_TITLES) as Status[]).map((status) => (
                    <option key={status} value={status}>
                      {STATUS_TITLES[status]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Сортировка">
                <select
                  style={inputStyle}
                  value={filters.sort}
                  onChange={(event) => apply({ ...filters, sort: event.target.value as ReservationSort })}
                >
                  {RESERVATION_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_TITLES[sort]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="На странице">
                <select
                  style={inputStyle}
                  value={pageSize}
                  onChange={(event) => {
                    setPageSize(Number(event.target.value));
                    setPage(0);
                  }}
                >
                  {PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Порядок">
                <select
                  style={inputStyle}
                  value={filters.order}
                  onChange={(event) => apply({ ...filters, order: event.target.value as "asc" | "desc" })}
                >
                  <option value="asc">по возрастанию</option>
                  <option value="desc">по убыванию</option>
                </select>
              </Field>
            </Flex>
            <Flex gap={3} wrap="wrap" align="flex-end">
              {dateField("Заезд с", "arrivalFrom")}
              {dateField("Заезд по", "arrivalTo")}
              {dateField("Выезд с", "departureFrom")}
              {dateField("Выезд по", "departureTo")}
              {dateField("Создана с", "createdFrom")}
              {dateField("Создана по", "createdTo")}
              <Button type="submit" tone="primary" text="Найти" />
              <Button
                mode="ghost"
                text="Сбросить"
                onClick={() => apply({ ...NO_FILTERS, sort: filters.sort, order: filters.order })}
              />
              <Button
                mode="ghost"
                icon={DownloadIcon}
                text={exporting ? "Готовим файл…" : "Скачать CSV"}
                title="Все найденные брони (все страницы) — файл для Excel"
                disabled={exporting}
                onClick={() => {
                  setExporting(true);
                  download(`reservations.csv?${filterQuery(applied)}`, "bookings.csv")
                    .then((name) => toast.push({ status: "success", title: `Файл ${name} скачан` }))
                    .catch((failure: unknown) => toast.push({ status: "error", title: messageOf(failure) }))
                    .finally(() => setExporting(false));
                }}
              />
            </Flex>
          </Stack>
        </form>
        <ToolError message={error} />
        {result ? (
          <Card border radius={2} style={{ overflowX: "auto" }}>
            <table style={{ borderCollapse: "collapse", width: "100%" }} aria-label="Найденные брони">
              <thead>
                <tr>
                  {["Бронь", "Гость", "Контакты", "Проживание", "Статус", "Сумма", "Оплачено", "Создана"].map(
                    (title) => (
                      <th key={title} style={{ ...cell, textAlign: "left" }}>
                        {title}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {result.reservations.map((booking) => (
                  <tr
                    key={booking.reservation_id}
                    onClick={() => open(booking.reservation_id)}
                    data-testid="booking-row"
                    style={{
                      cursor: "pointer",
                      background: openId === booking.reservation_id ? "rgba(34, 118, 252, .12)" : undefined,
                    }}
                  >
                    <td style={cell}>
                      <button
                        type="button"
                        onClick={() => open(booking.reservation_id)}
                        style={{
                          font: "inherit",
                          background: "none",
                          border: 0,
                          padding: 0,
                          color: "inherit",
                          textDecoration: "underline",
                          cursor: "pointer",
                        }}
                      >
                        {booking.reference}
                      </button>
                      {fresh.has(booking.reservation_id) ? (
                        <div style={{ marginTop: 4 }}>
                          <ArrivedBadge />
                        </div>
                      ) : null}
                    </td>
                    <td style={cell}>{fullName(booking.main_guest)}</td>
                    <td style={cell}>
                      <Contacts phone={booking.main_guest.phone} email={booking.main_guest.email} />
                    </td>
                    <td style={cell}>
                      {formatDate(booking.check_in_date)} — {formatDate(booking.check_out_date)}
                    </td>
                    <td style={{ ...cell, whiteSpace: "nowrap" }}>
                      <Badge tone={STATUS_TONES[booking.status]}>{STATUS_TITLES[booking.status]}</Badge>
                    </td>
                    <td style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatRubles(booking.amounts.total)}
                    </td>
                    <td style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatRubles(booking.amounts.paid)}
                      {booking.amounts.refunded > 0 ? (
                        <div style={{ opacity: 0.7 }}>
                          возвращено {formatRubles(booking.amounts.refunded)}
                        </div>
                      ) : null}
                    </td>
                    <td style={{ ...cell, whiteSpace: "nowrap" }}>{formatInstant(booking.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Flex padding={3} gap={3} align="center" wrap="wrap">
              <Text size={1} muted data-testid="bookings-count">
                {result.total === 0
                  ? "Ничего не найдено"
                  : `Найдено: ${result.total}; показаны ${page * pageSize + 1}–${page * pageSize + result.reservations.length}`}
              </Text>
              {result.total > pageSize ? (
                <nav aria-label="Страницы" style={{ display: "flex", gap: 8, alignItems: "center" }}>
                  <Button
                    mode="ghost"
                    fontSize={1}
                    padding={2}
                    text="← Предыдущая"
                    disabled={page === 0}
                    onClick={() => setPage(page - 1)}
                  />
                  <Text size={1} data-testid="bookings-page">
                    Страница {page + 1} из {pages}
                  </Text>
                  <Button
                    mode="ghost"
                    fontSize={1}
                    padding={2}
                    text="Следующая →"
                    disabled={page + 1 >= pages}
                    onClick={() => setPage(page + 1)}
                  />
                </nav>
              ) : null}
            </Flex>
          </Card>
        ) : !error ? (
          <Text muted>Загрузка…</Text>
        ) : null}
        {openId ? <BookingCardView id={openId} onChanged={() => void refresh()} /> : null}
      </Stack>
    </Box>
  );
}

function BookingCardView({ id, onChanged }: { id: string; onChanged: () => void }) {
  const call = useManagerApi();
  const toast = useToast();
  const {
    data: card,
    error,
    reload,
  } = useManagerGet(`reservations/${id}/card`, BookingCardResponse, { live: true });
  const [cancelling, setCancelling] = useState(false);
  const [refund, setRefund] = useState<"policy" | "none">("policy");
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.push({ status: "success", title: await work() });
      void reload();
      onChanged();
    } catch (failure) {
      toast.push({ status: "error", title: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  if (error) {
    return (
      <Card padding={3} tone="critical" radius={2}>
        <Text role="alert">{error}</Text>
      </Card>
    );
  }
  if (!card) return <Text muted>Загрузка брони…</Text>;
  const booking = card.reservation;
  const timeline = [
    ...card.history.map((event) => ({ at: event.at, who: "Система бронирования", text: event.note })),
    ...card.effects.map((effect) => ({
      at: effect.sent_at ?? effect.created_at,
      who: "Очередь",
      text: `${EFFECT_TITLES[effect.kind] ?? effect.kind}${effect.target ? ` (${effect.target})` : ""}${effect.amount ? `, ${formatRubles(effect.amount)}` : ""} — ${EFFECT_STATUS[effect.status] ?? effect.status}${effect.last_error ? `: ${effect.last_error}` : ""}`,
    })),
    ...card.actions.map((action) => ({
      at: action.at,
      who: action.manager_name,
      text: action.action === "reservation.note" ? `Заметка: ${action.summary}` : action.summary,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <Card padding={4} border radius={2} data-testid="booking-card">
      <Stack space={4}>
        <Flex gap={3} align="center" wrap="wrap">
          <Heading as="h2" size={1}>
            Бронь {booking.reference}
          </Heading>
          <Badge tone={STATUS_TONES[booking.status]} data-testid="booking-status">
            {STATUS_TITLES[booking.status]}
          </Badge>
          {card.test_payment ? (
            <Badge tone="critical" data-testid="booking-test-payment">
              {TEST_PAYMENT_LABEL}: деньги не списаны
            </Badge>
          ) : null}
        </Flex>
        <Flex gap={5} wrap="wrap">
          <Stack space={2} style={{ minWidth: 260 }}>
            <Text size={1} weight="semibold">
              Гость
            </Text>
            <Text size={1}>{fullName(booking.main_guest)}</Text>
            <Text size={1}>
              <Contacts phone={booking.main_guest.phone} email={booking.main_guest.email} />
            </Text>
            <Text size={1} data-testid="booking-arrival-time">
              Время заезда: {booking.arrival_time ?? "не указано"}
              {booking.departure_time ? `; выезд: ${booking.departure_time}` : ""}
            </Text>
            {booking.comment ? <Text size={1}>Комментарий: {booking.comment}</Text> : null}
          </Stack>
          <Stack space={2} style={{ minWidth: 260 }}>
            <Text size={1} weight="semibold">
              Проживание
            </Text>
            <Text size={1}>
              {formatDate(booking.check_in_date)} — {formatDate(booking.check_out_date)}, ночей:{" "}
              {booking.nights}
            </Text>
            {booking.rooms.map((room) => (
              <Text key={room.idx} size={1}>
                {room.room_type_title}, {room.rate_title}: взрослых {room.adults}
                {room.children ? `, детей ${room.children}` : ""} — {formatRubles(room.amount)}
              </Text>
            ))}
            {booking.extras.map((extra) => (
              <Text key={extra.title} size={1}>
                {extra.title} × {extra.quantity} — {formatRubles(extra.amount)}
              </Text>
            ))}
          </Stack>
          <Stack space={2} style={{ minWidth: 220 }}>
            <Text size={1} weight="semibold">
              Деньги
            </Text>
            <Text size={1}>Сумма: {formatRubles(booking.amounts.total)}</Text>
            <Text size={1}>Оплачено: {formatRubles(booking.amounts.paid)}</Text>
            <Text size={1} data-testid="booking-refunded">
              Возвращено: {formatRubles(booking.amounts.refunded)}
            </Text>
            <Text size={1}>К оплате: {formatRubles(booking.amounts.balance_due)}</Text>
            <Text size={1} data-testid="booking-payment-method">
              {card.payments.length === 0
                ? "Оплат нет"
                : `Оплата: ${card.payments
                    .map(
                      (payment) =>
                        `${METHOD_TITLES[payment.method]} ${formatRubles(payment.amount)}${payment.paid_at ? ` (${formatInstant(payment.paid_at)})` : ""}`,
                    )
                    .join("; ")}`}
            </Text>
            {card.cancellation ? (
              <Text size={1} data-testid="booking-deadline">
                {card.cancellation.free_cancellation_until
                  ? `Бесплатная отмена до ${formatInstant(card.cancellation.free_cancellation_until)}`
                  : "Бесплатной отмены нет"}
                ; при отмене сейчас вернётся {formatRubles(card.cancellation.refund)}
              </Text>
            ) : null}
          </Stack>
        </Flex>

        {booking.transfer ? <TransferFacts transfer={booking.transfer} /> : null}
        {booking.pending_change ? (
          <Card padding={3} radius={2} tone="caution" border data-testid="booking-pending-change">
            <Text size={1}>
              Изменение ждёт доплаты гостя: {formatDate(booking.pending_change.check_in_date)} —{" "}
              {formatDate(booking.pending_change.check_out_date)}, стоимость{" "}
              {formatRubles(booking.pending_change.total)}, к доплате{" "}
              {formatRubles(booking.pending_change.to_pay)}
              {booking.pending_change.hold_expires_at
                ? `; номера удерживаются до ${formatInstant(booking.pending_change.hold_expires_at)}`
                : "; доплата обрабатывается"}
              . До оплаты бронь остаётся прежней; гость доплачивает в «Проверке бронирования» на сайте.
            </Text>
          </Card>
        ) : null}

        <Flex gap={2} wrap="wrap">
          <Button
            mode="ghost"
            text="Изменить даты или гостей"
            disabled={busy || !card.cancellation}
            title={card.cancellation ? undefined : "Бронь не действует или проживание уже началось"}
            onClick={() => setChanging(true)}
          />
          <Button
            tone="critical"
            mode="ghost"
            text="Отменить бронь"
            disabled={busy || !card.cancellation}
            onClick={() => setCancelling(true)}
          />
          <Button
            mode="ghost"
            text="Отправить подтверждение ещё раз"
            disabled={busy || booking.status !== "confirmed"}
            onClick={() =>
              void act(async () => {
                const sent = await call("POST", `reservations/${id}/resend-confirmation`, ResendResponse);
                return `Подтверждение поставлено в очередь писем: ${sent.to}`;
              })
            }
          />
        </Flex>

        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              await call("POST", `reservations/${id}/notes`, BookingNoteResponse, { text: note });
              setNote("");
              return "Заметка добавлена";
            });
          }}
        >
          <Flex gap={2} align="flex-end" wrap="wrap">
            <Field label="Внутренняя заметка (гость её не видит)">
              <textarea
                rows={2}
                style={{ ...inputStyle, width: 420 }}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              mode="ghost"
              text="Добавить заметку"
              disabled={busy || note.trim() === ""}
            />
          </Flex>
        </form>

        <Stack space={2}>
          <Text size={1} weight="semibold">
            История
          </Text>
          <table style={{ borderCollapse: "collapse" }} aria-label="История брони">
            <tbody>
              {timeline.map((entry, index) => (
                <tr key={index}>
                  <td style={{ ...cell, whiteSpace: "nowrap", verticalAlign: "top" }}>
                    {formatInstant(entry.at)}
                  </td>
                  <td style={{ ...cell, whiteSpace: "nowrap", verticalAlign: "top" }}>{entry.who}</td>
                  <td style={cell}>{entry.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Stack>
      </Stack>

      {changing ? (
        <ChangeStayDialog
          booking={booking}
          onClose={() => setChanging(false)}
          onChanged={(message) => {
            setChanging(false);
            toast.push({ status: "success", title: message });
            void reload();
            onChanged();
          }}
        />
      ) : null}

      {cancelling && card.cancellation ? (
        <ConfirmDialog
          id="cancel-booking"
          header={`Отменить бронь ${booking.reference}`}
          confirmText="Отменить бронь"
          busy={busy}
          onClose={() => setCancelling(false)}
          onConfirm={() =>
            void act(async () => {
              const result = await call("POST", `reservations/${id}/cancel`, CancelResponse, {
                refund,
                ...(reason.trim() ? { reason: reason.trim() } : {}),
              });
              setCancelling(false);
              return result.cancellation.refund > 0
                ? `Бронь отменена, к возврату ${formatRubles(result.cancellation.refund)}`
                : "Бронь отменена без возврата";
            })
          }
        >
          <Stack space={4}>
            <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
              <legend style={{ fontSize: 13, marginBottom: 8 }}>Возврат</legend>
              <label style={{ fontSize: 14, display: "flex", gap: 6 }}>
                <input type="radio" checked={refund === "policy"} onChange={() => setRefund("policy")} />
                По правилам тарифа: вернётся {formatRubles(card.cancellation.refund)}
                {card.cancellation.penalty > 0
                  ? `, удерживается ${formatRubles(card.cancellation.penalty)}`
                  : ""}
              </label>
              <label style={{ fontSize: 14, display: "flex", gap: 6 }}>
                <input type="radio" checked={refund === "none"} onChange={() => setRefund("none")} />
                Без возврата
              </label>
            </fieldset>
            <Field label="Причина (увидит гость в истории брони)">
              <textarea
                rows={2}
                style={inputStyle}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
          </Stack>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

const METHOD_TITLES = { card: "картой", sbp: "через СБП" } as const;

const TRANSFER_TITLES = {
  to: "из аэропорта в отель",
  from: "из отеля в аэропорт",
  "to-from": "туда и обратно",
} as const;

function TransferFacts({ transfer }: { transfer: NonNullable<Booking["transfer"]> }) {
  const flight = (label: string, number: string | undefined, date: string | undefined) =>
    number || date
      ? `${label}: ${number ?? "рейс не указан"}${date ? `, ${/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : date}` : ""}`
      : null;
  const lines = [
    flight("Прилёт", transfer.arrival_flight_number, transfer.arrival_date),
    flight("Вылет", transfer.departure_flight_number, transfer.departure_date),
    transfer.comment ? `Комментарий: ${transfer.comment}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <Stack space={2} data-testid="booking-transfer">
      <Text size={1} weight="semibold">
        Трансфер {TRANSFER_TITLES[transfer.type]} — {formatRubles(transfer.price)}
      </Text>
      {lines.length === 0 ? <Text size={1}>Рейсы гость ещё не указал</Text> : null}
      {lines.map((line) => (
        <Text key={line} size={1}>
          {line}
        </Text>
      ))}
      {transfer.flight_to_confirm ? (
        <Text size={1}>Даты брони изменились: гостю нужно уточнить рейс на новую дату</Text>
      ) : null}
    </Stack>
  );
}

/**
 * A change of dates or guests from the card: the engine's quote first (new total, what the guest
 * pays or gets back, by the guest's own rules), then the change itself, with the manager recorded
 * as its author. A dearer change of a paid booking waits for the guest's payment.
 */
function ChangeStayDialog({
  booking,
  onClose,
  onChanged,
}: {
  booking: Booking;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const call = useManagerApi();
  const [arrival, setArrival] = useState(booking.check_in_date);
  const [departure, setDeparture] = useState(booking.check_out_date);
  const [rooms, setRooms] = useState(booking.rooms.map((room) => ({ ...room })));
  const [quote, setQuote] = useState<ChangeQuote | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const request = {
    check_in_date: arrival,
    check_out_date: departure,
    choices: rooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      room_type_id: room.room_type_id,
      rate_id: room.rate_id,
    })),
  };
  const edit = (change: () => void) => {
    change();
    setQuote(undefined);
    setFailure(undefined);
  };
  const send = async (path: "change/quote" | "change") => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await call(
        "POST",
        `reservations/${booking.reservation_id}/${path}`,
        ChangeResponse,
        request,
      );
      if (path === "change/quote") setQuote(answer);
      else
        onChanged(
          answer.to_pay > 0 && answer.reservation?.pending_change
            ? `Изменение ждёт доплаты гостя: ${formatRubles(answer.to_pay)}`
            : answer.to_refund > 0
              ? `Бронь изменена, к возврату ${formatRubles(answer.to_refund)}`
              : "Бронь изменена",
        );
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const number = (value: number, onChange: (value: number) => void, label: string, min: number) => (
    <Field label={label}>
      <input
        type="number"
        min={min}
        max={10}
        style={{ ...inputStyle, width: "7ch" }}
        value={value}
        onChange={(event) => onChange(Math.max(min, Number(event.target.value) || 0))}
      />
    </Field>
  );

  return (
    <Dialog
      id="change-booking"
      header={`Изменить бронь ${booking.reference}`}
      width={1}
      onClose={onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="ghost" text="Закрыть" onClick={onClose} />
          <Button
            mode="ghost"
            text="Рассчитать"
            disabled={busy || !arrival || !departure}
            onClick={() => void send("change/quote")}
          />
          <Button
            tone="primary"
            text="Изменить бронь"
            disabled={busy || !quote}
            onClick={() => void send("change")}
          />
        </Flex>
      }
    >
      <DialogBody>
        <Stack space={4}>
          <Flex gap={3} wrap="wrap">
            <Field label="Заезд">
              <DateInput value={arrival} onChange={(iso) => edit(() => setArrival(iso))} />
            </Field>
            <Field label="Выезд">
              <DateInput value={departure} onChange={(iso) => edit(() => setDeparture(iso))} />
            </Field>
          </Flex>
          {rooms.map((room, index) => (
            <Flex key={room.idx} gap={3} align="flex-end" wrap="wrap">
              <Text size={1} style={{ minWidth: 200 }}>
                {room.room_type_title}, {room.rate_title}
              </Text>
              {number(
                room.adults,
                (adults) => edit(() => setRooms(rooms.map((r, i) => (i === index ? { ...r, adults } : r)))),
                "Взрослых",
                1,
              )}
              {number(
                room.children,
                (children) =>
                  edit(() => setRooms(rooms.map((r, i) => (i === index ? { ...r, children } : r)))),
                "Детей",
                0,
              )}
            </Flex>
          ))}
          {failure ? (
            <Card padding={3} tone="critical" radius={2}>
              <Text size={1} role="alert">
                {failure}
              </Text>
            </Card>
          ) : null}
          {quote ? (
            <Card padding={3} radius={2} border data-testid="change-quote">
              <Stack space={2}>
                <Text size={1}>
                  Было {formatRubles(quote.old_total)}, станет {formatRubles(quote.new_total)}
                </Text>
                {quote.to_pay > 0 ? (
                  <Text size={1}>
                    К доплате гостем {formatRubles(quote.to_pay)}
                    {booking.status === "confirmed"
                      ? ": до оплаты бронь останется прежней, номера изменения удерживаются"
                      : ""}
                  </Text>
                ) : null}
                {quote.to_refund > 0 ? (
                  <Text size={1}>К возврату гостю {formatRubles(quote.to_refund)} по правилам тарифа</Text>
                ) : null}
                {quote.kept > 0 ? (
                  <Text size={1}>Остаётся у отеля (невозвратно) {formatRubles(quote.kept)}</Text>
                ) : null}
                {quote.to_pay === 0 && quote.to_refund === 0 ? (
                  <Text size={1}>Без доплаты и возврата</Text>
                ) : null}
              </Stack>
            </Card>
          ) : null}
        </Stack>
      </DialogBody>
    </Dialog>
  );
}

export const bookingsTool: Tool = {
  name: "bookings",
  title: "Бронирования",
  icon: DocumentsIcon,
  component: BookingsTool,
};
