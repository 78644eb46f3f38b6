/**
 * The amenity icons of the content model (schemas/lib/constants.ts AMENITY_ICONS), drawn as
 * `amenity-<value>` symbols of the icon sprite public/icons.svg (1.4 px strokes). An icon the site
 * has no drawing for («Другое», or a value added to the model later) gets a neutral dot, never a
 * wrong picture.
 */
import { AMENITY_ICONS } from "@schemas/lib/constants";
import { SpriteIcon } from "@web/components/icons/icons";

/** The values with a drawing of their own: every one of the model's but «Другое». */
export const DRAWN_AMENITY_ICONS: ReadonlySet<string> = new Set(
  AMENITY_ICONS.map((icon) => icon.value).filter((value) => value !== "other"),
);

export function AmenityIcon({ icon }: { icon: string }) {
  return <SpriteIcon name={DRAWN_AMENITY_ICONS.has(icon) ? `amenity-${icon}` : "amenity-dot"} size={24} />;
}
