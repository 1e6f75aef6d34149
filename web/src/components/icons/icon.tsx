// An icon is a reference to a <symbol> of the icon sprite (sprite.svg, generated from lucide's
// icons by `npm run generate`; sprite.ts says how a document gets the symbols), not its drawing: a
// page's JavaScript then carries each icon's name instead of its paths and a drawing component
// (about 4 KiB with brotli on every page, issue 8).
import type { ReactElement, SVGProps } from 'react';
import { symbolId } from './sprite.ts';

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
        <use href={`#${symbolId(name)}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}
