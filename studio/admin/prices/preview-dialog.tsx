/** «Что изменится»: the engine's preview of the changes, night by night (the first 100), and «Сохранить». */
import { Box, Button, Dialog, Flex, Stack, Text } from "@sanity/ui";
import { formatRubles } from "../../../rules/money";
import { formatDate } from "../format";
import { describeChange } from "../price-form";
import { cellStyle } from "./cell-style";
import type { Grid, Preview } from "../contract";
import type { PriceChanges, PricePreview } from "./use-price-changes";

const SHOWN = 100;

const values = (value: Preview["cells"][number]["before"]) =>
  value
    ? `${formatRubles(value.amount)}${value.closed ? ", закрыто" : ""}${value.min_stay > 1 ? `, мин. ${value.min_stay}` : ""}${value.max_stay ? `, макс. ${value.max_stay}` : ""}${value.closed_arrival ? ", без заезда" : ""}${value.closed_departure ? ", без выезда" : ""}`
    : "нет цены";

export function PreviewDialog(props: { grid: Grid; preview: PricePreview; changes: PriceChanges }) {
  const { grid, preview, changes } = props;
  const typeTitle = (id: number) => grid.room_types.find((type) => type.id === id)?.title ?? String(id);
  const rateTitle = (id: number) => grid.rates.find((rate) => rate.id === id)?.title ?? String(id);
  return (
    <Dialog
      id="price-preview"
      header="Что изменится"
      width={2}
      onClose={changes.closePreview}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="ghost" text="Отмена" onClick={changes.closePreview} />
          <Button
            tone="primary"
            text="Сохранить"
            disabled={changes.busy || preview.result.count === 0}
            onClick={() => void changes.save()}
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
              {preview.result.cells.slice(0, SHOWN).map((cell) => (
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
          {preview.result.cells.length > SHOWN ? (
            <Text size={1} muted>
              …и ещё {preview.result.cells.length - SHOWN}
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  );
}
