import { getImageProps } from "next/image";
import type { CSSProperties } from "react";
import type { Picture } from "@web/features/content/types";
import { contentImageLoader } from "./loader";

interface ImgProps {
  picture: Picture;
  /** Overrides the picture's alternative text (an empty one for decorative images). */
  alt?: string;
  /** Fills the positioned parent (object-fit from the class); otherwise the intrinsic size. */
  fill?: boolean;
  /** Rendered size when it differs from the picture's intrinsic size (logos, thumbnails). */
  width?: number;
  height?: number;
  sizes?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  quality?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A content picture as a plain responsive <img>: next/image's getImageProps computes the srcset
 * (through the content source's resizing, see loader.ts), lazy loading and the fill styles, but
 * nothing is hydrated in the browser — dozens of pictures cost no JavaScript. The box is reserved
 * by the parent (fill) or by width and height, so nothing shifts.
 */
export function Img({
  picture,
  alt,
  fill,
  width,
  height,
  sizes,
  loading,
  fetchPriority,
  quality,
  className,
  style,
}: ImgProps) {
  const { props } = getImageProps({
    src: picture.src,
    alt: alt ?? picture.alt,
    loader: contentImageLoader,
    ...(fill ? { fill: true } : { width: width ?? picture.width, height: height ?? picture.height }),
    ...(sizes ? { sizes } : {}),
    ...(loading ? { loading } : {}),
    ...(fetchPriority ? { fetchPriority } : {}),
    ...(quality ? { quality } : {}),
  });
  // getImageProps gives the same markup as <Image>, without its client component.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} className={className} style={{ ...props.style, ...style }} />;
}
