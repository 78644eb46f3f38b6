import type { TransferTariff } from "@web/features/content/types";
import styles from "./transfer-tariffs.module.css";

/** The transfer prices by destination (content: transferTariff), the table the page's text names. */
export function TransferTariffs({ tariffs }: { tariffs: TransferTariff[] }) {
  if (tariffs.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Цены по направлениям</caption>
      <thead>
        <tr>
          <th scope="col">Направление</th>
          <th scope="col">Стоимость</th>
        </tr>
      </thead>
      <tbody>
        {tariffs.map((tariff) => (
          <tr key={tariff.id}>
            <th scope="row">
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
