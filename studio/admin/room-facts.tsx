/**
 * On a room category's form: what the site shows of it from the booking engine — the price «от»
 * (the lowest night on sale from today) and the capacity — read-only, with the way to the price
 * tool. The content holds neither number, so there is one place to change each
 * (docs/studio-tools.md#one-source-for-room-prices-and-capacity).
 */
import { Card, Flex, Stack, Text } from "@sanity/ui";
import { useWorkspace, type InputProps } from "sanity";
import { formatFromPerNight } from "../../rules/money";
import { CHILD_WITHOUT_BED_MAX_AGE_EXCLUSIVE } from "../../rules/occupancy";
import { useManagerGet } from "./api";
import { AdminRoomTypesResponse } from "./contract";

const places = (count: number) => `${count} ${count === 1 ? "место" : count < 5 ? "места" : "мест"}`;

function EngineFacts({ roomTypeId }: { roomTypeId: number | undefined }) {
  const { basePath } = useWorkspace();
  const { data, error } = useManagerGet("room-types", AdminRoomTypesResponse);
  const state = { types: data?.room_types, error };
  const type = state.types?.find((candidate) => candidate.id === roomTypeId);
  return (
    <Card padding={4} radius={2} border tone="primary" data-testid="engine-room-facts">
      <Stack space={3}>
        <Text size={1} weight="semibold">
          Из системы бронирования — только для чтения
        </Text>
        {state.error ? (
          <Text size={1} role="alert">
            {state.error}
          </Text>
        ) : !state.types ? (
          <Text size={1} muted>
            Загрузка…
          </Text>
        ) : !type ? (
          <Text size={1}>
            В системе бронирования нет типа номера с ID {roomTypeId ?? "—"} (поле «ID типа номера в системе
            бронирования»).
          </Text>
        ) : (
          <Stack space={3}>
            <Text size={2}>
              Цена на сайте: <strong>{formatFromPerNight(type.base_price)}</strong>
            </Text>
            <Text size={1} muted>
              Самая низкая ночь в продаже с сегодняшнего дня (
              {type.rates.map((rate) => rate.title).join(", ")}). Меняется в «Цены и наличие», сайт показывает
              её сразу.
            </Text>
            <Text size={2}>
              Вместимость: <strong>{places(type.capacity)}</strong> — и ещё ребёнок до{" "}
              {CHILD_WITHOUT_BED_MAX_AGE_EXCLUSIVE} лет без отдельного места
            </Text>
            <Text size={1} muted>
              Номеров в системе бронирования: {type.total_rooms}
            </Text>
            <Flex>
              <a href={`${basePath.replace(/\/$/, "")}/prices`} style={{ fontSize: 14 }}>
                Изменить цены и продажи в «Цены и наличие» →
              </a>
            </Flex>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The form's root input: the engine's facts above a room category's fields. */
export function RoomCategoryFacts(props: InputProps) {
  if (props.path.length !== 0 || props.schemaType.name !== "roomCategory") return props.renderDefault(props);
  const value = props.value as { hotelRoomTypeId?: number } | undefined;
  return (
    <Stack space={5}>
      <EngineFacts roomTypeId={value?.hotelRoomTypeId} />
      {props.renderDefault(props)}
    </Stack>
  );
}
