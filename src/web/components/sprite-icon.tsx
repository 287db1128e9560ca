import type { ComponentProps, FunctionComponent } from 'react';
import { useSymbol, type Drawing } from '@web/lib/sprite';

/**
 * An icon's own attributes. Size, fill and stroke come from classes: the `icon` class gives
 * lucide's defaults (styles.css), which any utility overrides, as lucide's attributes were.
 */
export type IconProps = Omit<
  ComponentProps<'svg'>,
  'children' | 'width' | 'height' | 'fill' | 'stroke' | 'strokeWidth'
>;

export type IconComponent = FunctionComponent<IconProps> & { drawing: Drawing };

/** As lucide: hidden from assistive technology unless the caller names or describes it. */
const labelled = (props: IconProps) =>
  Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

/** A lucide icon drawn from the page's sprite (lib/sprite.ts); built per icon by icons.ts. */
export function spriteIcon(drawing: Drawing): IconComponent {
  function SpriteIcon({ className, ...props }: IconProps) {
    const href = useSymbol(drawing);
    return (
      <svg
        aria-hidden={labelled(props) ? undefined : true}
        {...props}
        className={className ? `icon ${className}` : 'icon'}
      >
        <use href={href} />
      </svg>
    );
  }
  return Object.assign(SpriteIcon, { drawing });
}
