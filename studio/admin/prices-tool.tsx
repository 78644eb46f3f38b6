/**
 * «Цены и наличие»: the engine's prices, closures, restrictions and rooms as a channel manager's
 * grid of room types × rates × the days of a month (up to 18 months ahead, the month in the
 * tool's URL), and changes over a range of dates (and weekdays) for chosen types and rates: a
 * price, closing or opening sale, a minimum and a maximum stay, closed to arrival or departure,
 * the category's rooms on sale. A change log under the grid says who changed what. Changes are collected, previewed night by night, saved in one transaction, and the latest
 * can be undone (docs/studio-tools.md#prices-and-availability).
 *
 * The pieces are in ./prices: the month's grid (usePriceGrid, GridTable), the changes
 * (usePriceChanges, ChangeForm, PreviewDialog, LastChange) and the form's pure logic
 * (selection.ts, queue.ts, ./price-form.ts).
 */
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon } from "@sanity/icons";
import { Box, Button, Card, Flex, Heading, Stack, Text } from "@sanity/ui";
import { useCallback, useState } from "react";
import type { Tool } from "sanity";
import { route } from "sanity/router";
import { monthTitle, type IsoDate } from "../../rules/dates";
import type { Form } from "./price-form";
import { inputStyle } from "./ui";
import { ChangeForm } from "./prices/change-form";
import { GridTable } from "./prices/grid-table";
import { ChangeLog } from "./prices/change-log";
import { LastChange } from "./prices/last-change";
import { monthOf, monthsBetween, shiftMonth } from "./prices/month";
import { PreviewDialog } from "./prices/preview-dialog";
import { INITIAL_FORM, inSelection, pickCell, pickDate, selectAllWhenNone } from "./prices/selection";
import type { Grid } from "./contract";
import { usePriceChanges } from "./prices/use-price-changes";
import { usePriceGrid } from "./prices/use-price-grid";

function PricesTool() {
  const [form, setForm] = useState<Form>(INITIAL_FORM);
  const selectAll = useCallback((grid: Grid) => setForm((current) => selectAllWhenNone(current, grid)), []);
  const { month, setMonth, grid, loadError, reload } = usePriceGrid(selectAll);
  const changes = usePriceChanges({ grid, form, setForm, reload });

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
          <select
            aria-label="Перейти к месяцу"
            style={inputStyle}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {monthsBetween(firstMonth, lastMonth).map((option) => (
              <option key={option} value={option}>
                {monthTitle(option)}
              </option>
            ))}
          </select>
        </Flex>

        <GridTable
          grid={grid}
          month={month}
          inSelection={(typeId, rateId, date) => inSelection(form, typeId, rateId, date)}
          pickDate={(date: IsoDate) => setForm((current) => pickDate(current, date))}
          pickCell={(typeId, rateId, date) => setForm((current) => pickCell(current, typeId, rateId, date))}
        />
        <Text size={1} muted>
          Щелчок по дню выбирает его, второй щелчок по более позднему дню — диапазон; щелчок по ячейке — эту
          категорию и тариф на этот день. Закрытые дни отмечены красным, «мин. N» и «макс. N» — минимальный и
          максимальный срок при заезде, «⇥з» — заезд закрыт, «в⇤» — выезд закрыт; «В продаже» — сколько
          номеров категории продаётся в этот день (выделено, когда меньше, чем есть).
        </Text>

        <ChangeForm grid={grid} form={form} setForm={setForm} changes={changes} />

        {grid.last_change ? <LastChange change={grid.last_change} changes={changes} /> : null}

        <ChangeLog history={grid.history} />
      </Stack>

      {changes.preview ? <PreviewDialog grid={grid} preview={changes.preview} changes={changes} /> : null}
    </Box>
  );
}

export const pricesTool: Tool = {
  name: "prices",
  title: "Цены и наличие",
  icon: CalendarIcon,
  component: PricesTool,
  // The month shown is the tool's URL state: /prices/2027-03 opens March 2027 after a reload.
  router: route.create("/:month"),
};
