/**
 * «Бронирования»: the engine's bookings, searched by reference, the guest's name, e-mail or phone
 * in any writing, filtered by status and arrival dates; a booking's card with its history (created,
 * paid, changed, cancelled, refunded, the e-mails sent, managers' actions and notes) and the
 * actions the engine allows: cancel by the rate's policy or without a refund, send the
 * confirmation again, an internal note (docs/studio-tools.md#bookings). The list and the open card
 * are live: asked again every few seconds, the bookings made meanwhile marked «Только что» until
 * opened (docs/studio-tools.md#live-lists).
 */
import { DocumentsIcon } from "@sanity/icons";
import { Badge, Box, Button, Card, Dialog, Flex, Heading, Stack, Text, useToast } from "@sanity/ui";
import { useMemo, useState, type CSSProperties } from "react";
import type { Tool } from "sanity";
import { formatRubles, TEST_PAYMENT_LABEL } from "../../rules/money";
import { messageOf, useManagerApi, useManagerGet } from "./api";
import {
  AdminReservationsResponse,
  BookingCardResponse,
  BookingNoteResponse,
  CancelResponse,
  ResendResponse,
  type Booking,
  type OutboxRow,
} from "./contract";
import { ArrivedBadge, Contacts, DateInput, Field, inputStyle, ToolError } from "./ui";
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

function BookingsTool() {
  const [filters, setFilters] = useState({ q: "", status: "", from: "", to: "" });
  const [applied, setApplied] = useState(filters);
  const [openId, setOpenId] = useState<string | undefined>();
  const query = new URLSearchParams({ limit: "50" });
  if (applied.q.trim()) query.set("q", applied.q.trim());
  if (applied.status) query.set("status", applied.status);
  if (applied.from) query.set("arrival_from", applied.from);
  if (applied.to) query.set("arrival_to", applied.to);
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

  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          Бронирования
        </Heading>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setApplied(filters);
          }}
        >
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
            <Field label="Заезд с">
              <DateInput value={filters.from} onChange={(iso) => setFilters({ ...filters, from: iso })} />
            </Field>
            <Field label="Заезд по">
              <DateInput value={filters.to} onChange={(iso) => setFilters({ ...filters, to: iso })} />
            </Field>
            <Button type="submit" tone="primary" text="Найти" />
          </Flex>
        </form>
        <ToolError message={error} />
        {result ? (
          <Card border radius={2} style={{ overflowX: "auto" }}>
            <table style={{ borderCollapse: "collapse", width: "100%" }} aria-label="Найденные брони">
              <thead>
                <tr>
                  {["Бронь", "Гость", "Контакты", "Проживание", "Статус", "Сумма", "Оплачено"].map(
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
                    <td style={cell}>
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
                  </tr>
                ))}
              </tbody>
            </table>
            <Box padding={3}>
              <Text size={1} muted>
                {result.total === 0
                  ? "Ничего не найдено"
                  : `Найдено: ${result.total}${result.total > result.reservations.length ? `, показаны первые ${result.reservations.length}` : ""}`}
              </Text>
            </Box>
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

        <Flex gap={2} wrap="wrap">
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

      {cancelling && card.cancellation ? (
        <Dialog
          id="cancel-booking"
          header={`Отменить бронь ${booking.reference}`}
          width={1}
          onClose={() => setCancelling(false)}
          footer={
            <Flex gap={2} justify="flex-end" padding={3}>
              <Button mode="ghost" text="Не отменять" onClick={() => setCancelling(false)} />
              <Button
                tone="critical"
                text="Отменить бронь"
                disabled={busy}
                onClick={() =>
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
              />
            </Flex>
          }
        >
          <Box padding={4}>
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
          </Box>
        </Dialog>
      ) : null}
    </Card>
  );
}

export const bookingsTool: Tool = {
  name: "bookings",
  title: "Бронирования",
  icon: DocumentsIcon,
  component: BookingsTool,
};
