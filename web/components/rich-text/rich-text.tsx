import { IntentLink } from "@web/components/link/intent-link";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { RichTextValue } from "@web/features/content/types";

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h3: ({ children }) => <h3>{children}</h3>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "";
      if (href.startsWith("/")) return <IntentLink href={href}>{children}</IntentLink>;
      const external = /^https?:/.test(href);
      return (
        <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {children}
          {external ? <span className="visually-hidden"> (откроется в новом окне)</span> : null}
        </a>
      );
    },
  },
  hardBreak: () => <br />,
};

/** Rich text from the content source (schemas/objects/richText.ts), typographed by sanityFetch. */
export function RichText({
  value,
  className,
}: {
  value: RichTextValue | null | undefined;
  className?: string;
}) {
  if (!value || value.length === 0) return null;
  return (
    <div className={`prose ${className ?? ""}`}>
      <PortableText value={value} components={components} />
    </div>
  );
}

/** The plain text of rich text, for descriptions and structured data. */
export function plainText(blocks: RichTextValue | null | undefined): string {
  if (!blocks) return "";
  return blocks
    .map((block) => (block.children ?? []).map((child) => child.text ?? "").join(""))
    .filter(Boolean)
    .join("\n\n");
}
