/**
 * «Заявки»: the requests guests send from the site's «Оставить заявку» (stored by the booking
 * engine), newest first, with their status (new, in progress, done) and the managers' note; each
 * change is recorded with who and when (docs/studio-tools.md#requests).
 */
import { EnvelopeIcon } from "@sanity/icons";
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, useToast } from "@sanity/ui";
import { useState } from "react";
import type { Tool } from "sanity";
import { messageOf, useManagerApi, useManagerGet } from "./api";
import { AdminGuestRequestResponse, AdminGuestRequestsResponse, type GuestRequest } from "./contract";
import { inputStyle } from "./ui";
import { formatInstant } from "./format";

type Status = GuestRequest["status"];

const STATUS_TITLES: Record<Status, string> = { new: "Новая", in_progress: "В работе", done: "Готово" };
const STATUS_TONES: Record<Status, "primary" | "caution" | "positive"> = {
  new: "primary",
  in_progress: "caution",
  done: "positive",
};

function RequestsTool() {
  const [status, setStatus] = useState<"" | Status>("");
  const {
    data: result,
    error,
    reload,
  } = useManagerGet(
    `guest-requests?limit=100${status ? `&status=${status}` : ""}`,
    AdminGuestRequestsResponse,
  );

  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4}>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <Heading as="h1" size={2}>
            Заявки
          </Heading>
          <Box flex={1} />
          <label style={{ display: "grid", gap: 4, fontSize: 13 }}>
            <span>Показать</span>
            <select
              style={inputStyle}
              value={status}
              onChange={(event) => setStatus(event.target.value as "" | Status)}
            >
              <option value="">все</option>
              <option value="new">новые</option>
              <option value="in_progress">в работе</option>
              <option value="done">готовые</option>
            </select>
          </label>
          <Button mode="ghost" text="Обновить" onClick={() => reload()} />
        </Flex>
        {error ? (
          <Card padding={3} tone="critical" radius={2}>
            <Text size={1} role="alert">
              {error}
            </Text>
          </Card>
        ) : null}
        {!result && !error ? <Text muted>Загрузка…</Text> : null}
        {result && result.requests.length === 0 ? <Text muted>Заявок нет</Text> : null}
        {result?.requests.map((request) => (
          <RequestCard key={request.request_id} request={request} onSaved={() => reload()} />
        ))}
      </Stack>
    </Box>
  );
}

function RequestCard({ request, onSaved }: { request: GuestRequest; onSaved: () => void }) {
  const call = useManagerApi();
  const toast = useToast();
  const [status, setStatus] = useState<Status>(request.status);
  const [note, setNote] = useState(request.note);
  const [busy, setBusy] = useState(false);
  const name = [request.last_name, request.first_name, request.middle_name].filter(Boolean).join(" ");
  const changed = status !== request.status || note !== request.note;

  const save = async () => {
    setBusy(true);
    try {
      await call("PATCH", `guest-requests/${request.request_id}`, AdminGuestRequestResponse, {
        ...(status !== request.status ? { status } : {}),
        ...(note !== request.note ? { note } : {}),
      });
      toast.push({ status: "success", title: `Заявка сохранена: ${name}` });
      onSaved();
    } catch (failure) {
      toast.push({ status: "error", title: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      padding={4}
      border
      radius={2}
      data-testid="guest-request"
      aria-label={`Заявка: ${name}`}
      as="section"
    >
      <Stack space={3}>
        <Flex gap={3} align="center" wrap="wrap">
          <Text weight="semibold">{name}</Text>
          <Badge tone={STATUS_TONES[request.status]} data-testid="request-status">
            {STATUS_TITLES[request.status]}
          </Badge>
          <Box flex={1} />
          <Text size={1} muted>
            {formatInstant(request.created_at)}
            {request.source ? ` · со страницы ${request.source}` : ""}
          </Text>
        </Flex>
        <Text size={1}>
          {request.phone} · {request.email}
          {request.mail_status === "failed" ? " · письмо отелю не ушло" : ""}
        </Text>
        <Text size={1}>{request.comment || "Без комментария"}</Text>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <label style={{ display: "grid", gap: 4, fontSize: 13 }}>
            <span>Статус</span>
            <select
              style={inputStyle}
              value={status}
              onChange={(event) => setStatus(event.target.value as Status)}
            >
              {(Object.keys(STATUS_TITLES) as Status[]).map((value) => (
                <option key={value} value={value}>
                  {STATUS_TITLES[value]}
                </option>
              ))}
            </select>
          </label>
          <label style={{ display: "grid", gap: 4, fontSize: 13, flex: 1, minWidth: 280 }}>
            <span>Заметка</span>
            <textarea
              rows={2}
              style={inputStyle}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <Button tone="primary" text="Сохранить" disabled={busy || !changed} onClick={() => void save()} />
        </Flex>
      </Stack>
    </Card>
  );
}

export const requestsTool: Tool = {
  name: "requests",
  title: "Заявки",
  icon: EnvelopeIcon,
  component: RequestsTool,
};
