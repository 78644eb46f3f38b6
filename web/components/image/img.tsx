import type { CSSProperties } from "react";
import type { Picture } from "@web/features/content/types";
import { contentImageLoader } from "./loader";
import { srcSetWidths } from "./widths";

interface ImgProps {
  picture: Picture;
  /** Overrides the picture's alternative text (an empty one for decorative images). */
  alt?: string;
  /** Fills the positioned parent (object-fit from the class); otherwise the intrinsic size. */
  fill?: boolean;
  /** Rendered size when it differs from the picture's intrinsic size (logos, thumbnails). */
  width?: number;
  height?: number;
  /** The CSS width at each breakpoint; a fill picture without it spans the screen (100vw). */
  sizes?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  quality?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A content picture as a plain responsive <img>, rendered on the server and never hydrated:
 * dozens of pictures cost no JavaScript. The srcset offers only the widths the picture can use
 * where it is shown (widths.ts), each a URL of the image CDN (loader.ts); a fill picture is
 * placed by the global `.img-fill` class instead of an inline style. The box is reserved by the
 * parent (fill) or by width and height, so nothing shifts.
 */
export function Img({
  picture,
  alt,
  fill,
  width,
  height,
  sizes,
  loading = "lazy",
  fetchPriority,
  quality,
  className,
  style,
}: ImgProps) {
  const shownWidth = width ?? picture.width;
  const shownSizes = sizes ?? (fill ? "100vw" : `${shownWidth}px`);
  const widths = srcSetWidths(shownSizes, picture.width);
  const urls = widths.map((each) => contentImageLoader({ src: picture.src, width: each, quality }));
  const largest = urls.at(-1) ?? picture.src;
  // One width (a small logo), or a picture the loader leaves alone: the src says it all.
  const responsive = new Set(urls).size > 1;
  const classes = [fill ? "img-fill" : undefined, className].filter(Boolean).join(" ");
  // Only the attributes that say something: an unset one would still cost its name in the RSC payload.
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image would hydrate every picture
    <img
      alt={alt ?? picture.alt}
      loading={loading}
      {...(fetchPriority ? { fetchPriority } : {})}
      decoding="async"
      {...(fill ? {} : { width: shownWidth, height: height ?? picture.height })}
      {...(responsive
        ? {
            sizes: shownSizes,
            srcSet: urls.map((url, index) => `${url} ${widths[index]}w`).join(", "),
          }
        : {})}
      src={largest}
      {...(classes ? { className: classes } : {})}
      {...(style ? { style } : {})}
    />
  );
}
