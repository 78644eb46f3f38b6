/**
 * «Последнее изменение: …» and «Отменить последнее изменение» (once, the latest price change only).
 * When someone else made the change, the undo asks first, saying who and what it would undo: an
 * undo puts back the prices they set, which they may be counting on.
 */
import { ResetIcon } from "@sanity/icons";
import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { useState } from "react";
import { useCurrentUser } from "sanity";
import { formatInstant } from "../format";
import type { Grid } from "../contract";
import type { PriceChanges } from "./use-price-changes";
import { ConfirmDialog } from "../ui";

export function LastChange({
  change,
  changes,
}: {
  change: NonNullable<Grid["last_change"]>;
  changes: PriceChanges;
}) {
  const me = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const someoneElses = change.manager_id !== me?.id;
  return (
    <Card padding={3} border radius={2} tone={change.undone ? "transparent" : "primary"}>
      <Flex gap={3} align="center" wrap="wrap">
        <Box flex={1}>
          <Text size={1}>
            {change.undone ? "Последнее изменение отменено: " : "Последнее изменение: "}
            {change.summary} — {change.manager_name}, {formatInstant(change.at)}
          </Text>
        </Box>
        <Button
          icon={ResetIcon}
          mode="ghost"
          text="Отменить последнее изменение"
          disabled={changes.busy || change.undone}
          onClick={() => (someoneElses ? setAsking(true) : void changes.undo())}
        />
      </Flex>
      {asking ? (
        <ConfirmDialog
          id="undo-someone-elses-change"
          header="Отменить чужое изменение?"
          confirmText="Отменить изменение"
          busy={changes.busy}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void changes.undo();
          }}
        >
          <Stack space={3}>
            <Text>
              Это изменение сделал(а) <strong>{change.manager_name}</strong>, {formatInstant(change.at)}:
            </Text>
            <Text>{change.summary}</Text>
            <Text muted size={1}>
              Отмена вернёт цены и продажи, какими они были до него.
            </Text>
          </Stack>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
