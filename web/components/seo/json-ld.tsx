/**
 * Structured data as a <script type="application/ld+json">. `<` is escaped so that no text from
 * the content source can close the script element (the Next.js JSON-LD guide's advice).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
