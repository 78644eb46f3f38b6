/**
 * Line icons drawn for the site (1.5 px strokes on a 24 px grid, in the text's colour). The
 * drawings live once in the sprite public/icons.svg (one cached file, same origin) and every icon
 * is a <use> of one of its symbols: a page with ninety icons no longer repeats their paths in its
 * HTML and again in its RSC payload (docs/site.md#icons). Decorative: hidden from assistive
 * technology; the control or text beside an icon carries the name.
 */
import type { SVGProps } from "react";

/** The sprite's address: public/icons.svg, served by Next.js from web/public. */
export const ICON_SPRITE = "/icons.svg";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

/** One symbol of the sprite (its id), `size` px square. */
export function SpriteIcon({ name, size = 20, ...rest }: IconProps & { name: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

export const ArrowLeft = (props: IconProps) => <SpriteIcon name="arrow-left" {...props} />;
export const ArrowRight = (props: IconProps) => <SpriteIcon name="arrow-right" {...props} />;
export const Close = (props: IconProps) => <SpriteIcon name="close" {...props} />;
export const MenuIcon = (props: IconProps) => <SpriteIcon name="menu" {...props} />;
export const Phone = (props: IconProps) => <SpriteIcon name="phone" {...props} />;
export const Pin = (props: IconProps) => <SpriteIcon name="pin" {...props} />;
export const Mail = (props: IconProps) => <SpriteIcon name="mail" {...props} />;
export const External = (props: IconProps) => <SpriteIcon name="external" {...props} />;
export const Tour = (props: IconProps) => <SpriteIcon name="tour" {...props} />;
export const Play = (props: IconProps) => <SpriteIcon name="play" {...props} />;
export const Pause = (props: IconProps) => <SpriteIcon name="pause" {...props} />;
export const SoundOff = (props: IconProps) => <SpriteIcon name="sound-off" {...props} />;
export const SoundOn = (props: IconProps) => <SpriteIcon name="sound-on" {...props} />;
export const Plus = (props: IconProps) => <SpriteIcon name="plus" {...props} />;
export const Minus = (props: IconProps) => <SpriteIcon name="minus" {...props} />;
export const Check = (props: IconProps) => <SpriteIcon name="check" {...props} />;
export const Users = (props: IconProps) => <SpriteIcon name="users" {...props} />;
export const Clock = (props: IconProps) => <SpriteIcon name="clock" {...props} />;
export const Calendar = (props: IconProps) => <SpriteIcon name="calendar" {...props} />;
