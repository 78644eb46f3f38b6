import type { Metadata } from "next";
import styles from "./not-found.module.css";

export const metadata: Metadata = { title: "Что-то пошло не так", robots: { index: false } };

/**
 * Any path the site does not know (docs/site.md#navigation-and-errors): HTTP 404 and the plain text
 * «Что-то пошло не так», inside the site's shell so the guest can go on.
 */
export default function NotFound() {
  return (
    <div className={`container ${styles.notFound}`}>
      <p>Что-то пошло не так</p>
    </div>
  );
}
