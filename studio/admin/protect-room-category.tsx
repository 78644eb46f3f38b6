/**
 * A room category the booking engine sells cannot be deleted or unpublished from «Контент»: the
 * site's room page, search results and booking steps read it (docs/studio-tools.md#one-source-for-room-prices-and-capacity).
 * The action stays in the menu, disabled, and says why; a category whose room type the engine
 * does not have (or a draft never published) keeps Sanity's own action.
 */
import type { DocumentActionComponent, DocumentActionProps } from "sanity";
import { useManagerGet } from "./api";
import { AdminRoomTypesResponse, type DataOf } from "./contract";

type RoomTypes = DataOf<typeof AdminRoomTypesResponse>;

function soldRoomType(props: DocumentActionProps, types: RoomTypes | undefined) {
  const document = (props.published ?? props.draft) as { hotelRoomTypeId?: unknown } | null;
  const id = document?.hotelRoomTypeId;
  return types?.room_types.find((type) => type.id === id);
}

/** Wraps Sanity's delete or unpublish action for room categories. */
export function protectRoomCategory(action: DocumentActionComponent): DocumentActionComponent {
  const Protected: DocumentActionComponent = (props) => {
    const original = action(props);
    const { data, error } = useManagerGet("room-types", AdminRoomTypesResponse);
    if (!original) return original;
    if (!data && !error) {
      return { ...original, disabled: true, title: "Проверяем, продаёт ли его система бронирования…" };
    }
    const sold = soldRoomType(props, data);
    if (!sold) return original;
    return {
      ...original,
      disabled: true,
      title: `Система бронирования продаёт этот тип номера («${sold.title}», ID ${sold.id}): сначала снимите его с продажи в системе бронирования`,
    };
  };
  Protected.action = action.action;
  Protected.displayName = `Protected(${action.displayName ?? action.action ?? "action"})`;
  return Protected;
}
