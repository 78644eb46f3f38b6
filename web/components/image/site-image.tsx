"use client";

import Image, { type ImageProps } from "next/image";
import type { Picture } from "@web/features/content/types";
import { contentImageLoader } from "./loader";

type SiteImageProps = Omit<
  ImageProps,
  "src" | "alt" | "width" | "height" | "loader" | "placeholder" | "blurDataURL"
> & {
  /** Rendered size when it differs from the picture's intrinsic size (logos, thumbnails). */
  width?: number;
  height?: number;
  picture: Picture;
  /** Overrides the picture's alternative text (an empty one for decorative images). */
  alt?: string;
};

/**
 * next/image for content pictures: the content source resizes them (see loader.ts), the low
 * quality placeholder shows while they load, and the intrinsic size reserves their box.
 */
export function SiteImage({ picture, alt, fill, width, height, ...rest }: SiteImageProps) {
  return (
    <Image
      src={picture.src}
      alt={alt ?? picture.alt}
      loader={contentImageLoader}
      {...(fill ? { fill: true } : { width: width ?? picture.width, height: height ?? picture.height })}
      placeholder={picture.blurDataURL ? "blur" : "empty"}
      blurDataURL={picture.blurDataURL}
      {...rest}
    />
  );
}
