import { IntentLink } from "@web/components/link/intent-link";
import { useTranslations } from "next-intl";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { RichTextValue } from "@web/features/content/types";

/** «(откроется в новом окне)» for screen readers, after a link that opens a new window. */
function NewWindowNote() {
  const t = useTranslations("components");
  return <span className="visually-hidden">{t("newWindow")}</span>;
}

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
          {external ? <NewWindowNote /> : null}
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
    <div className={`prose ${className ?? ""}`} data-content>
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
