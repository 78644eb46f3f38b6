import type { TransferTariff } from "@web/features/content/types";
import { useTranslations } from "next-intl";
import styles from "./transfer-tariffs.module.css";

/** The transfer prices by destination (content: transferTariff), the table the page's text names. */
export function TransferTariffs({ tariffs }: { tariffs: TransferTariff[] }) {
  const t = useTranslations("pages.services.transfer");
  if (tariffs.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t("caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("destination")}</th>
          <th scope="col">{t("price")}</th>
        </tr>
      </thead>
      <tbody>
        {tariffs.map((tariff) => (
          <tr key={tariff.id}>
            <th scope="row" data-content>
              {tariff.destination}
              {tariff.note ? <span className={styles.note}>{tariff.note}</span> : null}
            </th>
            <td>{tariff.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
