"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { hotelToday } from "@rules/dates";
import crumbs from "@web/components/breadcrumbs/breadcrumbs.module.css";
import styles from "./steps.module.css";
import type { BookingStage } from "./draft";
import { STEP_TITLES, rateStepTarget } from "./step-target";
import { readDraft, saveDraft } from "./use-draft";

/**
 * The booking steps' breadcrumbs: Главная / Выбор номера и тарифа / Данные / Оплата. «Оплата» is
 * never a link; «Данные» is not a link on the rate plans page (nothing to go back to) and is the
 * current step on the data page; the rate step resets the booking (steps.ts).
 */
export function BookingSteps({ current }: { current: BookingStage }) {
  const router = useRouter();
  const goToRates = async () => {
    const target = rateStepTarget(await readDraft(), hotelToday());
    saveDraft(target.draft);
    router.push(target.href);
  };
  return (
    <nav aria-label="Шаги бронирования" className={`${crumbs.crumbs} ${styles.steps}`}>
      <ol>
        <li>
          <Link href="/">Главная</Link>
        </li>
        <li>
          {current === "rates" ? (
            <span aria-current="step">{STEP_TITLES.rates}</span>
          ) : (
            <button type="button" className={styles.link} onClick={goToRates}>
              {STEP_TITLES.rates}
            </button>
          )}
        </li>
        <li>
          {current === "data" ? (
            <span aria-current="step">{STEP_TITLES.data}</span>
          ) : current === "payment" ? (
            <Link href="/booking/data" prefetch={false}>
              {STEP_TITLES.data}
            </Link>
          ) : (
            <span aria-disabled="true" className={styles.disabled}>
              {STEP_TITLES.data}
            </span>
          )}
        </li>
        <li>
          <span
            aria-disabled={current === "payment" ? undefined : "true"}
            aria-current={current === "payment" ? "step" : undefined}
            className={current === "payment" ? undefined : styles.disabled}
          >
            {STEP_TITLES.payment}
          </span>
        </li>
      </ol>
    </nav>
  );
}
