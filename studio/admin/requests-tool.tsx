/**
 * «Заявки»: the requests guests send from the site's «Оставить заявку» (stored by the booking
 * engine), newest first, with their status (new, in progress, done) and the managers' note; each
 * change is recorded with who and when (docs/studio-tools.md#requests). The list is live: asked
 * again every few seconds, what arrived meanwhile marked «Только что» (docs/studio-tools.md#live-lists).
 */
import { EnvelopeIcon } from "@sanity/icons";
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, useToast } from "@sanity/ui";
import { useEffect, useMemo, useState } from "react";
import type { Tool } from "sanity";
import { readRequestComment } from "../../rules/request-form";
import { messageOf, useManagerApi, useManagerGet } from "./api";
import { AdminGuestRequestResponse, AdminGuestRequestsResponse, type GuestRequest } from "./contract";
import { REQUESTS_TOOL } from "./live";
import { useRecountNewRequests } from "./tool-menu";
import { ArrivedBadge, Contacts, inputStyle, ToolError } from "./ui";
import { useArrivals } from "./use-arrivals";
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
    dataPath,
    error,
    reload,
  } = useManagerGet(
    `guest-requests?limit=100${status ? `&status=${status}` : ""}`,
    AdminGuestRequestsResponse,
    { live: true },
  );
  const dated = useMemo(
    () => result?.requests.map((request) => ({ id: request.request_id, createdAt: request.created_at })),
    [result],
  );
  const { fresh, opened } = useArrivals(REQUESTS_TOOL, dataPath, dated);
  const recount = useRecountNewRequests();
  // New requests arrived: the top bar's count follows at once, not at its own next asking.
  const arrivedCount = fresh.size;
  useEffect(() => {
    if (arrivedCount > 0) recount();
  }, [arrivedCount, recount]);

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
          <Button mode="ghost" text="Обновить" onClick={() => void reload()} />
        </Flex>
        <ToolError message={error} />
        {!result && !error ? <Text muted>Загрузка…</Text> : null}
        {result && result.requests.length === 0 ? <Text muted>Заявок нет</Text> : null}
        {result?.requests.map((request) => (
          <RequestCard
            key={request.request_id}
            request={request}
            arrived={fresh.has(request.request_id)}
            onOpened={() => opened(request.request_id)}
            onSaved={async () => {
              recount();
              await reload();
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}

function RequestCard({
  request,
  arrived,
  onOpened,
  onSaved,
}: {
  request: GuestRequest;
  /** Arrived while the tool was open, not yet clicked: marked «Только что». */
  arrived: boolean;
  onOpened: () => void;
  onSaved: () => Promise<void>;
}) {
  const call = useManagerApi();
  const toast = useToast();
  // The manager's edits, kept while the list is asked again; until edited, the card shows the
  // engine's values (another manager's change included).
  const [edits, setEdits] = useState<{ status?: Status; note?: string }>({});
  const status = edits.status ?? request.status;
  const note = edits.note ?? request.note;
  const [busy, setBusy] = useState(false);
  const name = [request.last_name, request.first_name, request.middle_name].filter(Boolean).join(" ");
  const changed = status !== request.status || note !== request.note;
  const { topic, comment } = readRequestComment(request.comment);

  const save = async () => {
    setBusy(true);
    try {
      await call("PATCH", `guest-requests/${request.request_id}`, AdminGuestRequestResponse, {
        ...(status !== request.status ? { status } : {}),
        ...(note !== request.note ? { note } : {}),
      });
      toast.push({ status: "success", title: `Заявка сохранена: ${name}` });
      await onSaved();
      setEdits({});
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
      tone={arrived ? "primary" : "default"}
      onClickCapture={arrived ? onOpened : undefined}
      onFocusCapture={arrived ? onOpened : undefined}
      onChangeCapture={arrived ? onOpened : undefined}
    >
      <Stack space={3}>
        <Flex gap={3} align="center" wrap="wrap">
          <Text weight="semibold">{name}</Text>
          <Badge tone={STATUS_TONES[request.status]} data-testid="request-status">
            {STATUS_TITLES[request.status]}
          </Badge>
          {arrived ? <ArrivedBadge /> : null}
          <Box flex={1} />
          <Text size={1} muted>
            {formatInstant(request.created_at)}
            {request.source ? ` · со страницы ${request.source}` : ""}
          </Text>
        </Flex>
        <Text size={1}>
          <Contacts phone={request.phone} email={request.email} separator=" · " />
          {request.mail_status === "failed" ? " · письмо отелю не ушло" : ""}
        </Text>
        {topic ? (
          <Text size={1} data-testid="request-topic">
            Тема: {topic}
          </Text>
        ) : null}
        <Text size={1} data-testid="request-comment" style={{ whiteSpace: "pre-line" }}>
          {comment ? `Комментарий: ${comment}` : "Без комментария"}
        </Text>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <label style={{ display: "grid", gap: 4, fontSize: 13 }}>
            <span>Статус</span>
            <select
              style={inputStyle}
              value={status}
              onChange={(event) => setEdits({ ...edits, status: event.target.value as Status })}
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
              onChange={(event) => setEdits({ ...edits, note: event.target.value })}
            />
          </label>
          <Button tone="primary" text="Сохранить" disabled={busy || !changed} onClick={() => void save()} />
        </Flex>
      </Stack>
    </Card>
  );
}

export const requestsTool: Tool = {
  name: REQUESTS_TOOL,
  title: "Заявки",
  icon: EnvelopeIcon,
  component: RequestsTool,
};
