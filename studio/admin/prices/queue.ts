/**
 * The changes saved together: the queue the form adds to, and what a preview (and then a save)
 * sends — the queue and the form when it says something, at most the engine's limit.
 */
import type { IsoDate } from "../../../rules/dates";
import { formChange, MAX_QUEUED_CHANGES, type Change, type Form } from "../price-form";
import { formTouched } from "./selection";

export const TOO_MANY_CHANGES = `За один раз сохраняется до ${MAX_QUEUED_CHANGES} изменений: сохраните эти и продолжите`;

/** The queue with the form's change after it, or what is wrong (in Russian). */
export function queueChange(
  queue: Change[],
  form: Form,
  today: IsoDate,
): { queue: Change[] } | { error: string } {
  if (queue.length >= MAX_QUEUED_CHANGES) return { error: TOO_MANY_CHANGES };
  const result = formChange(form, today);
  return "error" in result ? result : { queue: [...queue, result.change] };
}

/**
 * What «Показать изменения» sends: the queue, and the form's change when the form says something
 * or the queue is empty. `formChecked`: the form was checked and found right (the tool then clears
 * its message at once, before the engine answers).
 */
export function changesToSend(
  queue: Change[],
  form: Form,
  today: IsoDate,
): { changes: Change[]; formChecked: boolean } | { error: string } {
  const changes = [...queue];
  const withForm = formTouched(form) || changes.length === 0;
  if (withForm) {
    const result = formChange(form, today);
    if ("error" in result) return result;
    changes.push(result.change);
  }
  if (changes.length > MAX_QUEUED_CHANGES) return { error: TOO_MANY_CHANGES };
  return { changes, formChecked: withForm };
}
