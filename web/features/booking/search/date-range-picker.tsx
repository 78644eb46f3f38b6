"use client";
/**
 * The stay's dates (docs/booking-journey-search.md «Date picking»): two inputs showing dd/MM/yyyy
 * (typing a date works too) and, on focus or click, a calendar with the nightly prices. The
 * calendar's code and its prices load on the first open; it closes 200 ms after focus leaves the
 * picker, or on Escape. Which days can be picked and why not is range.ts.
 */
import dynamic from "next/dynamic";
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocale, useTranslations } from "next-intl";
import useSWR from "swr";
import { formatCalendarInputDate, hotelToday, type IsoDate } from "@rules/dates";
import { Calendar } from "@web/components/icons/icons";
import { SWR_OPTIONS, swrFetcher, type PriceCalendar } from "../api";
import { popoverSide, type Side } from "./popover-side";
import {
  clickDay,
  indexCalendar,
  parseCalendarInput,
  typeArrival,
  typeDeparture,
  type RangeContext,
  type StayRange,
} from "./range";
import styles from "./date-range-picker.module.css";

const DateRangeCalendar = dynamic(() => import("./date-range-calendar"), {
  ssr: false,
  loading: () => <CalendarLoading />,
});

function CalendarLoading() {
  const t = useTranslations("journeySearch.dates");
  return <p className={styles.loading}>{t("loading")}</p>;
}

/** How long the calendar stays open after focus leaves it (a click inside keeps it open). */
export const CLOSE_DELAY_MS = 200;
/** Days of prices to load: the calendar shows this month and twelve more. */
const CALENDAR_DAYS = 400;

export interface DateRangePickerProps {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
  onChange: (range: StayRange) => void;
  /** Prices and closures of one room type (room pages); all types otherwise. */
  roomTypeId?: number | undefined;
  /** The room type's title for «Villa закрыта на эти даты». */
  roomTitle?: string | undefined;
  /** Where the calendar opens: above the inputs (a bar at the bottom), below, or in the flow (dialogs). */
  placement?: "top" | "bottom" | "inline";
  /** Id of a message about the dates (e.g. «Укажите даты») for aria-describedby. */
  errorId?: string | undefined;
}

export function calendarKey(roomTypeId?: number): string {
  const params = new URLSearchParams({ days: String(CALENDAR_DAYS) });
  if (roomTypeId !== undefined) params.set("room_type_id", String(roomTypeId));
  return `/api/booking/calendar?${params}`;
}

const noSubscription = () => () => undefined;

/** The hotel's today, in the browser only (the server render leaves it undefined). */
export function useHotelToday(): IsoDate | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => hotelToday(),
    () => undefined,
  );
}

/** Phones: the calendar is a sheet fixed to the window's bottom, or in the flow (the CSS's width). */
const PHONE = "(max-width: 767px)";

export function DateRangePicker({
  arrival,
  departure,
  onChange,
  roomTypeId,
  roomTitle,
  placement = "bottom",
  errorId,
}: DateRangePickerProps) {
  const id = useId();
  const t = useTranslations("journeySearch.dates");
  const language = useLocale();
  const today = useHotelToday();
  const root = useRef<HTMLDivElement>(null);
  const arrivalInput = useRef<HTMLInputElement>(null);
  const departureInput = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Focus handed back to an input by the picker itself must not reopen the calendar. */
  const returningFocus = useRef(false);
  const popover = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<Side | undefined>(undefined);
  const [activated, setActivated] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [hint, setHint] = useState<string | undefined>(undefined);

  const { data, error } = useSWR<PriceCalendar>(
    activated ? calendarKey(roomTypeId) : null,
    swrFetcher,
    SWR_OPTIONS,
  );
  const calendar = useMemo(() => (data ? indexCalendar(data) : undefined), [data]);
  const context: RangeContext | undefined = useMemo(
    () => (today ? { today, calendar, roomTitle, language } : undefined),
    [today, calendar, roomTitle, language],
  );
  const range: StayRange = useMemo(() => ({ arrival, departure }), [arrival, departure]);

  const show = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    setActivated(true);
    setOpen(true);
  }, []);
  /** A click always opens, even on the input that just got focus back. */
  const reopen = useCallback(() => {
    returningFocus.current = false;
    show();
  }, [show]);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    setHint(undefined);
  }, []);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A calendar above or below the inputs (the search bar, wider screens) must show whole: its
  // month names and arrows never under the sticky header, its last week never below the window.
  // Measured again as it grows (the calendar's code and prices load after it opens).
  useLayoutEffect(() => {
    const element = popover.current;
    const inputs = root.current?.firstElementChild;
    if (!open || placement === "inline" || !element || !inputs) return;
    const fit = () => {
      if (window.matchMedia(PHONE).matches) return setSide(undefined);
      const box = inputs.getBoundingClientRect();
      // The site's header is the page's first <header> (the layout's banner); sticky at the top.
      const header = document.querySelector("header")?.getBoundingClientRect();
      const next = popoverSide({
        preferred: placement,
        inputsTop: box.top,
        inputsBottom: box.bottom,
        headerBottom: header ? header.bottom : 0,
        windowHeight: window.innerHeight,
        height: element.offsetHeight,
      });
      setSide(next.side);
      if (next.scrollBy !== 0) window.scrollBy({ top: next.scrollBy, behavior: "instant" });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, placement]);

  const apply = (next: { range: StayRange; notice?: string }) => {
    setNotice(next.notice);
    if (next.range.arrival !== arrival || next.range.departure !== departure) onChange(next.range);
    return next.range;
  };

  const pick = (date: IsoDate) => {
    if (!context) return;
    const next = apply(clickDay(range, date, context));
    if (next.arrival && next.departure) {
      // The stay is complete: the calendar closes and focus returns to the departure input.
      close();
      returningFocus.current = true;
      departureInput.current?.focus({ preventScroll: true });
    }
  };

  const focusGrid = () => {
    const day = root.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]');
    day?.focus();
  };

  const summary =
    notice ??
    hint ??
    (range.arrival === undefined
      ? t("pickArrival")
      : range.departure === undefined
        ? t("pickDeparture")
        : t("picked"));

  return (
    <div
      ref={root}
      className={`${styles.picker} ${styles[placement === "inline" ? placement : (side ?? placement)] ?? ""}`}
      onFocus={() => window.clearTimeout(closeTimer.current)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && root.current?.contains(next)) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          event.preventDefault();
          close();
          // Focus handed back from the grid or the arrows must not open the calendar again.
          if (document.activeElement !== arrivalInput.current) {
            returningFocus.current = true;
            arrivalInput.current?.focus();
          }
        }
      }}
    >
      <div className={styles.inputs}>
        <DateInput
          id={`${id}-arrival`}
          label={t("arrival")}
          placeholder={t("placeholder")}
          value={arrival}
          inputRef={arrivalInput}
          expanded={open}
          controls={`${id}-calendar`}
          describedBy={[errorId, `${id}-notice`].filter(Boolean).join(" ")}
          onOpen={show}
          onReopen={reopen}
          onArrowDown={focusGrid}
          onCommit={(text) => {
            if (text === "") return apply({ range: {} });
            const date = parseCalendarInput(text);
            if (!date) return setNotice(t("format"));
            if (context) apply(typeArrival(range, date, context));
          }}
        />
        <DateInput
          id={`${id}-departure`}
          label={t("departure")}
          placeholder={t("placeholder")}
          value={departure}
          inputRef={departureInput}
          expanded={open}
          controls={`${id}-calendar`}
          describedBy={[errorId, `${id}-notice`].filter(Boolean).join(" ")}
          onOpen={show}
          onReopen={reopen}
          onArrowDown={focusGrid}
          onCommit={(text) => {
            if (text === "") return apply({ range: { arrival } });
            const date = parseCalendarInput(text);
            if (!date) return setNotice(t("format"));
            if (context) apply(typeDeparture(range, date, context));
          }}
        />
      </div>
      {open ? (
        <div
          ref={popover}
          id={`${id}-calendar`}
          className={styles.popover}
          role="dialog"
          aria-label={t("calendar")}
          tabIndex={-1}
        >
          {context ? (
            <DateRangeCalendar range={range} context={context} onPick={pick} onHint={setHint} />
          ) : null}
          {error ? (
            <p className={styles.error} role="alert">
              {t("noPrices")}
            </p>
          ) : null}
          <p className={notice ? styles.notice : styles.hint}>{summary}</p>
          <p className={styles.legend}>
            <span className={styles.legendMark} aria-hidden="true">
              2+
            </span>{" "}
            {t("legend")}
          </p>
        </div>
      ) : null}
      <p id={`${id}-notice`} className="visually-hidden" role="status">
        {notice ?? ""}
      </p>
    </div>
  );
}

function DateInput({
  id,
  label,
  placeholder,
  value,
  inputRef,
  expanded,
  controls,
  describedBy,
  onOpen,
  onReopen,
  onArrowDown,
  onCommit,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: IsoDate | undefined;
  inputRef: React.RefObject<HTMLInputElement | null>;
  expanded: boolean;
  controls: string;
  describedBy: string;
  onOpen: () => void;
  onReopen: () => void;
  onArrowDown: () => void;
  onCommit: (text: string) => void;
}) {
  const shown = value ? formatCalendarInputDate(value) : "";
  // What the guest is typing; reset whenever the chosen date changes from outside.
  const [draft, setDraft] = useState<{ for: string; text: string } | undefined>(undefined);
  const text = draft && draft.for === shown ? draft.text : shown;
  const commit = () => {
    if (draft && draft.for === shown && draft.text.trim() !== shown) onCommit(draft.text.trim());
    setDraft(undefined);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <Calendar size={16} />
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-haspopup="dialog"
        aria-describedby={describedBy || undefined}
        onFocus={onOpen}
        onClick={onReopen}
        onChange={(event) => {
          const next = event.target.value;
          setDraft({ for: shown, text: next });
          if (parseCalendarInput(next) && next.trim().length >= 10) {
            onCommit(next.trim());
            setDraft(undefined);
          }
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          } else if (event.key === "ArrowDown") {
            event.preventDefault();
            onReopen();
            // The grid mounts on the next frames when the calendar was closed.
            window.requestAnimationFrame(onArrowDown);
          }
        }}
      />
    </div>
  );
}
