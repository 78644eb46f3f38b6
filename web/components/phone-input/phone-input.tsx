"use client";
/**
 * The phone field of the site's forms (docs/booking-journey-guest-data.md «Phone»): a country list
 * (Russia, Belarus, Kazakhstan first, then every country by its Russian name) and the number,
 * written out as the guest types by libphonenumber-js's as-you-type formatter. The form holds the
 * number in E.164 (`+78121234567`), whatever the writing: «8 (812) 123-45-67» typed key by key,
 * pasted, or filled in by the browser (`autocomplete="tel"`). A number with a plus names its own
 * country, and the list follows it («+44…» is the United Kingdom, «+7 701…» Kazakhstan).
 *
 * Russia's numbers are read from the first load; every other country's metadata (19.5 KB gzipped)
 * is imported when the guest first reaches the field or its list (a touch, focus or input such as
 * the browser's autofill), so a page with the field loads none of it.
 */
import type { CountryCode } from "libphonenumber-js/core";
import { useTranslations } from "next-intl";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
} from "react";
import {
  FIRST_PHONE_COUNTRIES,
  PHONE_COUNTRY_CODES,
  formatPhone,
  isPhone,
  phoneCountry,
  readPhone,
  setPhoneMetadata,
} from "@rules/contact";
import styles from "./phone-input.module.css";

let worldLoading: Promise<void> | undefined;

/** Every country's metadata, imported once per page and given to the phone rules. */
function loadWorld(): Promise<void> {
  worldLoading ??= import("libphonenumber-js/metadata.min.json").then(({ default: world }) =>
    setPhoneMetadata(world),
  );
  return worldLoading;
}

interface CountryOption {
  code: CountryCode;
  label: string;
}

/**
 * The list's options, «Великобритания +44»: names first, so typing a name's first letters in the
 * open list finds the country. Names come from the browser (`Intl.DisplayNames`), not a shipped list.
 */
function countryOptions(): { first: CountryOption[]; rest: CountryOption[] } {
  const names = new Intl.DisplayNames(["ru"], { type: "region" });
  const option = (code: CountryCode): CountryOption => ({
    code,
    label: `${names.of(code) ?? code} +${PHONE_COUNTRY_CODES[code]}`,
  });
  const rest = (Object.keys(PHONE_COUNTRY_CODES) as CountryCode[])
    .filter((code) => !FIRST_PHONE_COUNTRIES.includes(code))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, "ru"));
  return { first: FIRST_PHONE_COUNTRIES.map(option), rest };
}

const noSubscription = () => () => undefined;

/**
 * Whether the page runs in the browser (after hydration): the server renders the first countries
 * only, since its names may differ from the browser's.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Digits and the plus: the characters a caret is counted by, whatever the formatting around them. */
const SIGNIFICANT = /[\d+]/;

function significantBefore(text: string, position: number): number {
  return [...text.slice(0, position)].filter((char) => SIGNIFICANT.test(char)).length;
}

/** The position in `text` just after its `count`-th digit (or plus). */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (SIGNIFICANT.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * The text after a Backspace: a deleted bracket, dash or space takes the digit before it with it,
 * or the formatter would put it back and the key would do nothing.
 */
function afterBackspace(before: string, after: string, caret: number): string {
  const digits = (text: string) => text.replace(/\D/g, "");
  if (after.length >= before.length || digits(after) !== digits(before)) return after;
  const end = positionAfter(after, significantBefore(after, caret));
  const start = [...after.slice(0, end)].findLastIndex((char) => SIGNIFICANT.test(char));
  return start < 0 ? after : after.slice(0, start) + after.slice(end);
}

interface FieldState {
  text: string;
  country: CountryCode;
  /** The E.164 value the field last gave or was given. */
  value: string;
}

function stateOf(value: string, country: CountryCode): FieldState {
  return { text: value ? formatPhone(value) : "", country: phoneCountry(value) ?? country, value };
}

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "type"
>;

export interface PhoneInputProps extends NativeProps {
  /** The number in E.164 (`+78121234567`), in part while typed, or "" when empty. */
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function PhoneInput({
  value,
  onValueChange,
  onFocus,
  onBlur,
  onPointerDown,
  ref,
  id,
  ...rest
}: PhoneInputProps) {
  const t = useTranslations("components.phone");
  const inBrowser = useInBrowser();
  const [options] = useState(countryOptions);
  const [state, setState] = useState(() => stateOf(value, "RU"));
  const latest = useRef(state);
  const onValueChangeRef = useRef(onValueChange);
  const caret = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A value given from outside (a stored draft, a reset form) replaces what the field shows.
  if (value !== state.value) setState(stateOf(value, state.country));

  // In the commit, not after it: a later passive update could put back an older text between two
  // quick keys.
  useLayoutEffect(() => {
    latest.current = state;
    onValueChangeRef.current = onValueChange;
  });

  /** Shows a reading and hands its value to the form when it changed. */
  const show = (text: string, country: CountryCode) => {
    const reading = readPhone(text, country);
    const before = latest.current.value;
    latest.current = reading;
    setState(reading);
    if (reading.value !== before) onValueChangeRef.current(reading.value);
    return reading;
  };

  /** Imports every country's metadata, then reads the field's text again with it. */
  const reachWorld = () => {
    void loadWorld().then(() => {
      const current = latest.current;
      if (current.text !== "") show(current.text, current.country);
    });
  };

  // A number of another country given from outside is read once the metadata arrives.
  useEffect(() => {
    if (value !== "" && !value.startsWith("+7")) void loadWorld().then(() => setState(stateOf(value, "RU")));
  }, [value]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === undefined || !input || document.activeElement !== input) return;
    const position = positionAfter(state.text, caret.current);
    input.setSelectionRange(position, position);
    caret.current = undefined;
  }, [state.text]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    reachWorld();
    const input = event.target;
    const position = input.selectionStart ?? input.value.length;
    const backspace = (event.nativeEvent as InputEvent).inputType === "deleteContentBackward";
    const text = backspace ? afterBackspace(state.text, input.value, position) : input.value;
    const typed = significantBefore(input.value, position) - (text === input.value ? 0 : 1);
    const reading = show(text, state.country);
    caret.current = Math.min(typed, significantBefore(reading.text, reading.text.length));
  };

  const chooseCountry = (country: CountryCode) => {
    // The list may be used before the metadata has come (a quick keyboard): the choice waits for it.
    void loadWorld().then(() => {
      const current = latest.current;
      const international = current.text.trimStart().startsWith("+");
      const national = international ? readPhone(current.text, current.country).value : "";
      const nationalDigits = national.slice(1 + (PHONE_COUNTRY_CODES[current.country]?.length ?? 0));
      // An international writing keeps its number and takes the chosen country's code.
      const text = international ? `+${PHONE_COUNTRY_CODES[country]}${nationalDigits}` : current.text;
      show(text, country);
    });
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };

  const optionsShown = inBrowser
    ? options
    : { first: options.first.filter((option) => option.code === state.country), rest: [] };

  return (
    <div className={styles.phone}>
      <span className={styles.country}>
        <span className={styles.shown} aria-hidden="true">
          {state.country} +{PHONE_COUNTRY_CODES[state.country]}
        </span>
        <select
          id={id ? `${id}-country` : undefined}
          aria-label={t("country")}
          value={state.country}
          onPointerDown={reachWorld}
          onFocus={reachWorld}
          onChange={(event) => chooseCountry(event.target.value as CountryCode)}
        >
          {optionsShown.first.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
          {optionsShown.rest.length > 0 ? (
            <optgroup label={t("otherCountries")}>
              {optionsShown.rest.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </span>
      <input
        {...rest}
        id={id}
        ref={setRefs}
        type="tel"
        inputMode="tel"
        autoComplete={rest.autoComplete ?? "tel"}
        placeholder={rest.placeholder ?? `+${PHONE_COUNTRY_CODES[state.country]}`}
        value={state.text}
        onChange={change}
        onPointerDown={(event) => {
          reachWorld();
          onPointerDown?.(event);
        }}
        onFocus={(event) => {
          reachWorld();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          // A complete number is shown the international way once the guest leaves it.
          if (isPhone(state.value)) setState({ ...state, text: formatPhone(state.value) });
          onBlur?.(event);
        }}
      />
    </div>
  );
}
