"use client";
/**
 * The Russian phone field of the site's forms: a mask `+7 (000) 000-00-00` (IMask) that reads what
 * the guest means, whatever the writing (docs/booking-journey-guest-data.md «Phone»). Typed
 * «8 916 123-45-67», «+79161234567», «7 916…» or «9161234567», pasted or filled in by the browser
 * (`autocomplete="tel"`), it ends as `+7 (916) 123-45-67`; on focus it starts with `+7 (`.
 *
 * The mask library loads when the guest first reaches the field (a touch, focus, or input such as
 * the browser's autofill), so a page with the field loads none of it. Until it arrives the field
 * is a plain input; whatever was typed by then is read through the mask when it attaches.
 */
import type { InputMask } from "imask";
import { useCallback, useEffect, useRef, type InputHTMLAttributes, type Ref } from "react";
import { formatRussianPhone, PHONE_PREFIX, russianNationalDigits } from "@rules/contact";

interface MaskedValue {
  value: string;
  unmaskedValue: string;
}

/**
 * What reaches the mask, before it places the characters: into an empty field the whole chunk
 * (a paste, an autofill, a value set from code, or the first typed key) is read as a phone and
 * written out in full; with only `+7 (` shown, a first «8» or «7» is the trunk or country prefix
 * and is dropped; after that only digits pass.
 */
function prepare(chunk: string, masked: MaskedValue): string {
  if (chunk === "") return "";
  if (masked.value === "") return formatRussianPhone(russianNationalDigits(chunk));
  if (masked.unmaskedValue.replace(/^7/, "") === "") return russianNationalDigits(chunk);
  return chunk.replace(/\D/g, "");
}

const MASK_OPTIONS = { mask: "+{7} (000) 000-00-00", prepare };

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "type"
>;

export interface PhoneInputProps extends NativeProps {
  /** The field's writing, `+7 (916) 123-45-67` (or part of it), or "" when empty. */
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function PhoneInput({ value, onValueChange, onFocus, onBlur, ref, ...rest }: PhoneInputProps) {
  const elementRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<typeof MASK_OPTIONS> | null>(null);
  const onValueChangeRef = useRef(onValueChange);
  const valueRef = useRef(value);

  useEffect(() => {
    onValueChangeRef.current = onValueChange;
    valueRef.current = value;
  });

  // Loads the mask once, on the first touch, focus or input; a field never reached loads nothing.
  const attachRef = useRef<() => void>(undefined);
  useEffect(() => {
    let cancelled = false;
    let started = false;
    attachRef.current = () => {
      if (started) return;
      started = true;
      void import("imask").then(({ default: IMask }) => {
        const element = elementRef.current;
        if (cancelled || !element) return;
        const typed = element.value;
        const mask = IMask(element, MASK_OPTIONS);
        mask.on("accept", () => onValueChangeRef.current(mask.value));
        maskRef.current = mask;
        // The field was typed into, or given a value, before the mask came: now it is read through it.
        if (typed !== "" && mask.value !== typed) onValueChangeRef.current(mask.value);
        else if (mask.value !== valueRef.current) mask.value = valueRef.current;
        if (document.activeElement === element && mask.value === "") mask.value = PHONE_PREFIX;
      });
    };
    // Focused before hydration (a quick tap): the mask is wanted now.
    if (document.activeElement === elementRef.current) attachRef.current();
    return () => {
      cancelled = true;
      attachRef.current = undefined;
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, []);

  // A value given from outside (a stored draft, a reset form) goes through the mask too.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask) {
      if (mask.value !== value) mask.value = value;
    } else if (elementRef.current && elementRef.current.value !== value) {
      elementRef.current.value = value;
    }
  }, [value]);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      elementRef.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <input
      {...rest}
      ref={setRefs}
      type="tel"
      inputMode="tel"
      autoComplete={rest.autoComplete ?? "tel"}
      placeholder={rest.placeholder ?? "+7 (999) 999-99-99"}
      defaultValue={value}
      onPointerDown={(event) => {
        attachRef.current?.();
        rest.onPointerDown?.(event);
      }}
      onChange={(event) => {
        // Before the mask attaches the field reports its raw text; afterwards the mask does.
        if (!maskRef.current) {
          attachRef.current?.();
          onValueChange(event.target.value);
        }
      }}
      onFocus={(event) => {
        attachRef.current?.();
        const mask = maskRef.current;
        if (mask && mask.value === "") mask.value = PHONE_PREFIX;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        const mask = maskRef.current;
        if (mask && mask.value === PHONE_PREFIX) mask.value = "";
        onBlur?.(event);
      }}
    />
  );
}
