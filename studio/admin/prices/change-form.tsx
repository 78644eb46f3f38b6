/**
 * The form «Изменить»: dates, weekdays, types and rates, and what to set (price, sale, minimum
 * and maximum stay, closed to arrival or departure, rooms on sale); the changes queued to save
 * together, and what is wrong.
 */
import { Button, Card, Flex, Heading, Stack, Text } from "@sanity/ui";
import { DateInput, Field, inputStyle, ToolError } from "../ui";
import { describeChange, WEEKDAYS, type Form } from "../price-form";
import { toggle } from "./selection";
import type { Grid } from "../contract";
import type { PriceChanges } from "./use-price-changes";

export function ChangeForm(props: {
  grid: Grid;
  form: Form;
  setForm: (form: Form) => void;
  changes: PriceChanges;
}) {
  const { grid, form, setForm, changes } = props;
  const { queue, problem, busy } = changes;
  return (
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
                <label key={title} style={{ fontSize: 13, display: "flex", gap: 2, alignItems: "center" }}>
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
                <label key={type.id} style={{ fontSize: 13, display: "flex", gap: 4, alignItems: "center" }}>
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
                <label key={rate.id} style={{ fontSize: 13, display: "flex", gap: 4, alignItems: "center" }}>
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
          <NumberField label="Цена за ночь, ₽" name="price" width={140} form={form} setForm={setForm} />
          <SwitchField label="Продажи" name="sale" form={form} setForm={setForm} />
          <NumberField label="Минимум ночей при заезде" name="minStay" form={form} setForm={setForm} />
          <NumberField label="Максимум ночей (0 — без)" name="maxStay" form={form} setForm={setForm} />
          <SwitchField label="Заезд" name="arrival" form={form} setForm={setForm} />
          <SwitchField label="Выезд" name="departure" form={form} setForm={setForm} />
          <NumberField label="Номеров в продаже" name="onSale" form={form} setForm={setForm} />
          <Button
            mode="ghost"
            text="Добавить ещё одно изменение"
            onClick={changes.addToQueue}
            disabled={busy}
          />
          <Button
            tone="primary"
            text="Показать изменения"
            onClick={() => void changes.showPreview()}
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
                  onClick={() => changes.removeQueued(index)}
                />
              </Flex>
            ))}
          </Stack>
        ) : null}
        <ToolError message={problem} />
      </Stack>
    </Card>
  );
}

type FormProps = { form: Form; setForm: (form: Form) => void };

/** A number to set, or empty to leave as it is. */
function NumberField(
  props: FormProps & { label: string; name: "price" | "minStay" | "maxStay" | "onSale"; width?: number },
) {
  const { form, setForm, name } = props;
  return (
    <Field label={props.label}>
      <input
        inputMode="numeric"
        style={{ ...inputStyle, width: props.width ?? 120 }}
        value={form[name]}
        placeholder="не менять"
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </Field>
  );
}

/** Close, open, or leave as it is. */
function SwitchField(props: FormProps & { label: string; name: "sale" | "arrival" | "departure" }) {
  const { form, setForm, name } = props;
  return (
    <Field label={props.label}>
      <select
        style={inputStyle}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value as Form[typeof name] })}
      >
        <option value="keep">не менять</option>
        <option value="close">закрыть</option>
        <option value="open">открыть</option>
      </select>
    </Field>
  );
}
