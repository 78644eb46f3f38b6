/**
 * The choice on «Доступные номера» (docs/booking-journey.md «Rate plans»): one section per
 * requested room; in each, a room type and then a rate. Choosing a room type clears that room's
 * rate; «Удалить» clears both. A room type cannot be chosen for more rooms than it has left.
 * Pure, so the page and its tests share it.
 */
import type { Availability, RateOffer, RoomTypeOffer } from "../api";
import { offerForDraft, type DraftChoice } from "../draft";

export interface RoomChoice {
  roomTypeId?: number;
  rateId?: number;
}

export type Choices = readonly RoomChoice[];

export function emptyChoices(count: number): RoomChoice[] {
  return Array.from({ length: count }, () => ({}));
}

export function chooseRoomType(choices: Choices, index: number, roomTypeId: number): RoomChoice[] {
  return choices.map((choice, position) => (position === index ? { roomTypeId } : choice));
}

export function chooseRate(choices: Choices, index: number, rateId: number): RoomChoice[] {
  return choices.map((choice, position) =>
    position === index && choice.roomTypeId !== undefined ? { ...choice, rateId } : choice,
  );
}

export function clearChoice(choices: Choices, index: number): RoomChoice[] {
  return choices.map((choice, position) => (position === index ? {} : choice));
}

export function isComplete(choice: RoomChoice | undefined): boolean {
  return choice?.roomTypeId !== undefined && choice.rateId !== undefined;
}

/** «Перейти к оформлению» is enabled only when every room has both a room type and a rate. */
export function allChosen(choices: Choices): boolean {
  return choices.length > 0 && choices.every(isComplete);
}

/** The first room after `index` (then from the start) that still needs a choice, if any. */
export function nextOpenRoom(choices: Choices, index: number): number | undefined {
  const order = [...choices.keys()].filter((position) => position > index);
  order.push(...[...choices.keys()].filter((position) => position < index));
  return order.find((position) => !isComplete(choices[position]));
}

/** Rooms of a type still free for room `index`, after the other rooms' choices. */
export function roomsLeftFor(choices: Choices, index: number, roomType: RoomTypeOffer): number {
  const takenByOthers = choices.filter(
    (choice, position) => position !== index && choice.roomTypeId === roomType.id,
  ).length;
  return roomType.availableRooms - takenByOthers;
}

export interface ChosenOffer {
  roomType: RoomTypeOffer;
  rate: RateOffer;
}

export function chosenOffer(
  availability: Availability,
  choices: Choices,
  index: number,
): ChosenOffer | undefined {
  const choice = choices[index];
  const roomType = availability.choices[index]?.roomTypes.find((type) => type.id === choice?.roomTypeId);
  const rate = roomType?.rates.find((item) => item.id === choice?.rateId);
  return roomType && rate ? { roomType, rate } : undefined;
}

/** The stay's price of what is chosen so far (rates' prices are for the whole stay). */
export function chosenTotal(availability: Availability, choices: Choices): number {
  return choices.reduce(
    (sum, _choice, index) => sum + (chosenOffer(availability, choices, index)?.rate.price ?? 0),
    0,
  );
}

/** The draft's choices for the data step; undefined unless every room is chosen. */
export function draftChoices(availability: Availability, choices: Choices): DraftChoice[] | undefined {
  if (!allChosen(choices) || choices.length !== availability.choices.length) return undefined;
  const result: DraftChoice[] = [];
  for (const [index, requested] of availability.choices.entries()) {
    const offer = chosenOffer(availability, choices, index);
    if (!offer) return undefined;
    result.push({
      adults: requested.adults,
      children: requested.children,
      ...offerForDraft(offer),
    });
  }
  return result;
}
