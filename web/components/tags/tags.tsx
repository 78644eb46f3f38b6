import styles from "./tags.module.css";

/**
 * Short facts as rounded tags under a page's title: a room's features, a service's or an offer's
 * «коротко», a restaurant's cuisines. Nothing when there are none.
 */
export function Tags({
  tags,
  label,
  compact = false,
}: {
  tags: readonly string[];
  /** What the list is, for screen readers («Особенности номера»). */
  label: string;
  /** A little tighter, beside a room's other details. */
  compact?: boolean;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles.tags} ${compact ? styles.compact : ""}`} aria-label={label} data-content>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
