"use client";

import { IntentLink as Link } from "@web/components/link/intent-link";
import { useLocalizedRouter } from "./use-localized-router";
import { useTranslations } from "next-intl";
import { hotelToday } from "@rules/dates";
import crumbs from "@web/components/breadcrumbs/breadcrumbs.module.css";
import styles from "./steps.module.css";
import type { BookingStage } from "./draft";
import { rateStepTarget } from "./step-target";
import { readDraft, saveDraft } from "./use-draft";

/**
 * The booking steps' breadcrumbs: Главная / Выбор номера и тарифа / Данные / Оплата. «Оплата» is
 * never a link; «Данные» is not a link on the rate plans page (nothing to go back to) and is the
 * current step on the data page; the rate step resets the booking (steps.ts).
 */
export function BookingSteps({ current }: { current: BookingStage }) {
  const router = useLocalizedRouter();
  const t = useTranslations("journey.steps");
  const goToRates = async () => {
    const target = rateStepTarget(await readDraft(), hotelToday());
    saveDraft(target.draft);
    router.push(target.href);
  };
  return (
    <nav aria-label={t("label")} className={`${crumbs.crumbs} ${styles.steps}`}>
      <ol>
        <li>
          <Link href="/">{t("home")}</Link>
        </li>
        <li>
          {current === "rates" ? (
            <span aria-current="step">{t("rates")}</span>
          ) : (
            <button type="button" className={styles.link} onClick={goToRates}>
              {t("rates")}
            </button>
          )}
        </li>
        <li>
          {current === "data" ? (
            <span aria-current="step">{t("data")}</span>
          ) : current === "payment" ? (
            <Link href="/booking/data" prefetch={false}>
              {t("data")}
            </Link>
          ) : (
            <span aria-disabled="true" className={styles.disabled}>
              {t("data")}
            </span>
          )}
        </li>
        <li>
          <span
            aria-disabled={current === "payment" ? undefined : "true"}
            aria-current={current === "payment" ? "step" : undefined}
            className={current === "payment" ? undefined : styles.disabled}
          >
            {t("payment")}
          </span>
        </li>
      </ol>
    </nav>
  );
}
