import { Img } from "@web/components/image/img";
import { useTranslations } from "next-intl";
import { Tabs } from "@web/components/tabs/tabs";
import type { AmenityTab } from "@web/features/content/types";
import { AmenityIcon } from "./amenity-icon";
import styles from "./amenity-tabs.module.css";

/** The room's equipment in tabs: Номер, Ванная, «Забыли что-нибудь?» (docs/site.md#rooms). */
export function AmenityTabs({ tabs }: { tabs: AmenityTab[] }) {
  const t = useTranslations("pages.rooms");
  return (
    <Tabs
      label={t("amenities")}
      items={tabs.map((tab) => ({
        id: tab.kind,
        label: tab.title,
        content: (
          <div className={styles.panel} data-content>
            <div>
              {tab.note ? <p className={styles.note}>{tab.note}</p> : null}
              <ul className={styles.items}>
                {tab.items.map((item) => (
                  <li key={`${item.icon}-${item.title}`}>
                    <AmenityIcon icon={item.icon} />
                    <span>{item.title}</span>
                  </li>
                ))}
              </ul>
            </div>
            {tab.image ? (
              <div className={styles.image}>
                <Img
                  picture={tab.image}
                  fill
                  sizes="(max-width: 1023px) 100vw, 40vw"
                  className={styles.cover}
                />
              </div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
