// An icon is a reference into one SVG sprite (sprite.svg, generated from lucide's icons by
// `npm run generate`), not its drawing: a page's JavaScript then carries each icon's name instead of
// its paths and a drawing component (about 6 KiB with brotli on every page, issue 8), and the
// browser fetches the sprite once, in parallel with the scripts, and caches it for a year.
// The sprite is same-origin (the CSP's default-src 'self' covers it) and never inlined as a data:
// URL, which <use> does not load.
import type { ReactElement, SVGProps } from 'react';
import sprite from './sprite.svg?no-inline';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (24 by default, lucide's grid). */
  size?: number | string;
}

export type Icon = (props: IconProps) => ReactElement;

// As lucide-react decides: an icon given no name of its own (aria-*, role, title) is decoration.
const NAMED = /^(aria-|role$|title$)/;

/** The component for the sprite's symbol `name` (a lucide icon name, e.g. 'circle-check'). */
export function icon(name: string): Icon {
  function SpriteIcon({ size = 24, ...rest }: IconProps) {
    const named = Object.keys(rest).some((key) => NAMED.test(key));
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : 'true'}
        {...rest}
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}
