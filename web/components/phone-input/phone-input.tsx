"use client";
/**
 * The Russian phone field of the site's forms: a mask `+7 (000) 000-00-00` (react-imask) that reads
 * what the guest means, whatever the writing (docs/booking-journey-guest-data.md «Phone»). Typed
 * «8 916 123-45-67», «+79161234567», «7 916…» or «9161234567», pasted or filled in by the browser
 * (`autocomplete="tel"`), it ends as `+7 (916) 123-45-67`; on focus it starts with `+7 (`.
 */
import { useCallback, useEffect, useRef, type InputHTMLAttributes, type Ref } from "react";
import { useIMask } from "react-imask";
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
  const { maskRef } = useIMask<HTMLInputElement>(MASK_OPTIONS, {
    ref: elementRef,
    onAccept: (accepted) => onValueChange(accepted),
  });

  // A value given from outside (a stored draft, a reset form) goes through the mask too.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [value, maskRef]);

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
      onFocus={(event) => {
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
