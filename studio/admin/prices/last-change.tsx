/** «Последнее изменение: …» and «Отменить последнее изменение» (once, the latest price change only). */
import { ResetIcon } from "@sanity/icons";
import { Box, Button, Card, Flex, Text } from "@sanity/ui";
import { formatInstant } from "../format";
import type { Grid } from "../contract";
import type { PriceChanges } from "./use-price-changes";

export function LastChange({
  change,
  changes,
}: {
  change: NonNullable<Grid["last_change"]>;
  changes: PriceChanges;
}) {
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
          onClick={() => void changes.undo()}
        />
      </Flex>
    </Card>
  );
}
