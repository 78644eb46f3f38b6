/**
 * The sign of a draft preview (docs/preview.md#the-preview-bar): in draft mode every page shows
 * the managers' unpublished texts, so a bar pinned to the bottom of the window says so and ends
 * it. Its link is the site's disable route, which removes the draft-mode cookie and opens the
 * published site. Rendered only in draft mode: guests never get it.
 */
import styles from "./preview-bar.module.css";

export function PreviewBar() {
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <span>Предпросмотр черновиков</span>
      {" — "}
      {/* A plain link, not next/link: prefetching it would end the preview by itself. (The lint rule
          takes the catch-all page of web/app/[locale] for a page at every address, this route's too.) */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a className={styles.exit} href="/api/draft-mode/disable">
        выйти
      </a>
    </div>
  );
}
