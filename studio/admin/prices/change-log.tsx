/**
 * «Журнал изменений»: the latest price changes and undos the engine recorded, a line each with
 * when, who (the manager's name the engine keeps), the categories and the rates, and what.
 */
import { Card, Heading, Stack, Text } from "@sanity/ui";
import { formatInstant } from "../format";
import type { Grid } from "../contract";

const listed = (titles: readonly string[], all: string) => (titles.length === 0 ? all : titles.join(", "));

export function ChangeLog({ history }: { history: Grid["history"] }) {
  return (
    <Card padding={4} border radius={2}>
      <Stack space={3}>
        <Heading as="h2" size={1}>
          Журнал изменений
        </Heading>
        {history.length === 0 ? (
          <Text size={1} muted>
            Цены и продажи ещё не меняли.
          </Text>
        ) : (
          <ol aria-label="Журнал изменений" style={{ margin: 0, paddingLeft: 20, display: "grid", gap: 6 }}>
            {history.map((entry) => (
              <li
                key={entry.action_id}
                data-testid="change-log-line"
                style={{ fontSize: 13, lineHeight: 1.4 }}
              >
                <span style={{ color: "var(--card-muted-fg-color)" }}>{formatInstant(entry.at)}</span> —{" "}
                <strong>{entry.manager_name}</strong>
                {entry.undo ? " (отмена)" : ""} · Категории: {listed(entry.room_types, "все")} · Тарифы:{" "}
                {listed(entry.rates, "все")}
                <div style={{ color: "var(--card-muted-fg-color)" }}>{entry.summary}</div>
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </Card>
  );
}
