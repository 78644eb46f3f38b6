"use client";
/**
 * The calendar of the date picker: react-day-picker's grid (Monday first, Russian or British labels, arrow
 * keys, Enter), the nightly price in each day, the minimum-stay mark and the hover preview. Loaded
 * only when the picker first opens (date-range-picker.tsx), so pages don't pay for it up front.
 * Which days can be picked is decided by range.ts.
 */
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { DayButton as BaseDayButton, DayPicker, type DayButtonProps, type Modifiers } from "react-day-picker";
import { enGB, ru } from "react-day-picker/locale";
import { useLocale, useTranslations } from "next-intl";
import type { Language } from "@rules/language";
import { daysBetween, type IsoDate } from "@rules/dates";
import {
  dayMonthText,
  dayStatus,
  isDayDisabled,
  minStayText,
  whyNoArrival,
  previewRange,
  unbookableText,
  type RangeContext,
  type StayRange,
} from "./range";
import styles from "./date-range-calendar.module.css";

export interface DateRangeCalendarProps {
  range: StayRange;
  context: RangeContext;
  /** A day was picked (click, Enter or Space). */
  onPick: (date: IsoDate) => void;
  /** The hint under the calendar changes with the day under the pointer or focus. */
  onHint: (hint: string | undefined) => void;
}

/** Local midnight of an IsoDate: the calendar's days are the browser's local dates. */
export function toDate(date: IsoDate): Date {
  const [year = "1970", month = "1", day = "1"] = date.split("-");
  return new Date(Number(year), Number(month) - 1, Number(day));
}

export function toIso(date: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** «14 000», "14,000": the nightly price as it fits a day cell (the label adds «₽»). */
const PRICES: Record<Language, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0, useGrouping: true }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0, useGrouping: true }),
};
export function cellPrice(amount: number, language: Language = "ru"): string {
  return PRICES[language].format(amount).replace(/\s/g, "\u202F");
}

const MOBILE = "(max-width: 767px)";
function subscribeMobile(listener: () => void): () => void {
  const query = window.matchMedia(MOBILE);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const ContextOfDays = createContext<RangeContext | undefined>(undefined);

/** The nearest ancestor that scrolls its content vertically (the phone's calendar sheet). */
function scrollingAncestor(element: Element): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = window.getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight)
      return node;
  }
  return undefined;
}

/**
 * Phones list thirteen months one under another, from today's: the list opens scrolled to the
 * month of the chosen arrival, so a stay in May is in view without scrolling past the months before.
 */
function scrollToMonthOf(frame: HTMLElement, date: IsoDate): void {
  const cell = frame.querySelector(`[data-day="${date}"]:not([data-outside])`);
  const month = cell?.closest(`.${CSS.escape(styles.month ?? "")}`);
  if (!month) return;
  const scroller = scrollingAncestor(month);
  if (!scroller) return month.scrollIntoView({ block: "start" });
  scroller.scrollTop += month.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
}

/** A day with its price under the number; stable (module-level), so the grid keeps its focus. */
function PriceDayButton({ day, modifiers, children, ...props }: DayButtonProps) {
  const context = useContext(ContextOfDays);
  const status = context && !day.outside ? dayStatus(toIso(day.date), context) : undefined;
  const language = context?.language ?? "ru";
  return (
    <BaseDayButton day={day} modifiers={modifiers} {...props}>
      <span className={styles.number}>{children}</span>
      <span className={styles.price} aria-hidden="true">
        {status?.kind === "priced"
          ? cellPrice(status.price, language)
          : status?.kind === "unbookable"
            ? "—"
            : " "}
      </span>
      {status?.kind === "priced" && status.minStay > 1 ? (
        <span className={styles.minStay} aria-hidden="true">
          {status.minStay}+
        </span>
      ) : null}
    </BaseDayButton>
  );
}

const FULL_DATES: Record<Language, Intl.DateTimeFormat> = {
  ru: new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", weekday: "long" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", weekday: "long" }),
};
/** react-day-picker's month and weekday names: Russian, or British English (Monday first in both). */
const DAY_PICKER_LOCALES = { ru, en: enGB };

type DayWords = ReturnType<typeof useTranslations<"journeySearch.day">>;

function dayLabel(date: Date, modifiers: Modifiers, context: RangeContext, t: DayWords): string {
  const iso = toIso(date);
  const language = context.language ?? "ru";
  const parts = [FULL_DATES[language].format(date)];
  if (modifiers.today) parts.push(t("today"));
  const status = dayStatus(iso, context);
  if (status.kind === "priced") {
    parts.push(t("price", { price: cellPrice(status.price, language) }));
    if (status.minStay > 1) parts.push(t("minStay", { count: status.minStay }));
    if (status.maxStay !== undefined) parts.push(t("maxStay", { count: status.maxStay }));
    if (status.closedArrival) parts.push(t("noArrival"));
  } else if (status.kind === "unbookable") {
    parts.push(unbookableText(iso, context).replace(`${dayMonthText(iso, language)} `, ""));
  }
  if (modifiers.range_start) parts.push(t("arrival"));
  if (modifiers.range_end) parts.push(t("departure"));
  return parts.join(", ");
}

export default function DateRangeCalendar({ range, context, onPick, onHint }: DateRangeCalendarProps) {
  const t = useTranslations("journeySearch.day");
  const language = useLocale();
  const mobile = useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE).matches,
    () => false,
  );
  const [hovered, setHovered] = useState<IsoDate | undefined>(undefined);
  const frame = useRef<HTMLDivElement>(null);
  // The arrival when the calendar opened: picking days later must not move the list.
  const [openedAt] = useState(range.arrival);
  useLayoutEffect(() => {
    if (mobile && openedAt && frame.current) scrollToMonthOf(frame.current, openedAt);
  }, [mobile, openedAt]);
  const first = toDate(`${context.today.slice(0, 7)}-01`);
  const last = new Date(first.getFullYear(), first.getMonth() + 12, 1);
  const preview = previewRange(range, hovered, context);

  const hintFor = (date: IsoDate): string | undefined => {
    const candidate = previewRange(range, date, context);
    if (candidate?.problem) return candidate.problem;
    const status = dayStatus(date, context);
    if (status.kind === "unbookable") return unbookableText(date, context);
    if (status.kind === "priced" && status.closedArrival && (range.arrival === undefined || range.departure))
      return whyNoArrival(date, context);
    if (status.kind === "priced" && status.minStay > 1 && (range.arrival === undefined || range.departure))
      return minStayText(date, status.minStay, context.language);
    return undefined;
  };

  const show = (date: Date) => {
    const iso = toIso(date);
    setHovered(iso);
    onHint(hintFor(iso));
  };

  const modifiers = useMemo(
    () => ({
      minStay: (date: Date) => {
        const status = dayStatus(toIso(date), context);
        return status.kind === "priced" && status.minStay > 1;
      },
      preview: (date: Date) => {
        if (!preview) return false;
        const iso = toIso(date);
        return daysBetween(preview.from, iso) > 0 && daysBetween(iso, preview.to) >= 0;
      },
      previewProblem: (date: Date) => preview?.problem !== undefined && toIso(date) === preview.to,
    }),
    [context, preview],
  );

  const selected = range.arrival
    ? { from: toDate(range.arrival), to: range.departure ? toDate(range.departure) : undefined }
    : undefined;

  return (
    <ContextOfDays.Provider value={context}>
      {/* A box-less frame: the scroll above looks for the arrival's month inside it. */}
      <div ref={frame} className={styles.frame}>
        <DayPicker
          mode="range"
          locale={DAY_PICKER_LOCALES[language]}
          weekStartsOn={1}
          numberOfMonths={mobile ? 13 : 2}
          hideNavigation={mobile}
          startMonth={first}
          endMonth={last}
          defaultMonth={range.arrival ? toDate(range.arrival) : first}
          selected={selected}
          onSelect={(_next, trigger) => onPick(toIso(trigger))}
          disabled={(date: Date) => isDayDisabled(toIso(date), range, context)}
          modifiers={modifiers}
          onDayMouseEnter={show}
          onDayFocus={show}
          onDayMouseLeave={() => setHovered(undefined)}
          components={{ DayButton: PriceDayButton }}
          labels={{ labelDayButton: (date, dayModifiers) => dayLabel(date, dayModifiers, context, t) }}
          className={styles.calendar}
          classNames={{
            root: styles.root,
            months: styles.months,
            month: styles.month,
            month_caption: styles.caption,
            caption_label: styles.captionLabel,
            nav: styles.nav,
            button_previous: styles.navButton,
            button_next: styles.navButton,
            chevron: styles.chevron,
            month_grid: styles.grid,
            weekday: styles.weekday,
            day: styles.day,
            day_button: styles.dayButton,
            today: styles.today,
            selected: styles.selected,
            range_start: styles.rangeStart,
            range_middle: styles.rangeMiddle,
            range_end: styles.rangeEnd,
            disabled: styles.disabled,
            outside: styles.outside,
            hidden: styles.hidden,
            focused: styles.focused,
          }}
          modifiersClassNames={{
            preview: styles.preview ?? "",
            previewProblem: styles.previewProblem ?? "",
          }}
        />
      </div>
    </ContextOfDays.Provider>
  );
}
