import { useEffect, useRef } from 'react';
import { cn } from '@web/lib/cn';

interface SliderProps {
  min: number;
  max: number;
  step: number;
  /** One value per thumb: one for a score, two for a range. */
  value: number[];
  /** One accessible name per thumb. */
  thumbLabels: string[];
  /** A range's thumbs stay at least this many steps apart. */
  minStepsBetweenThumbs?: number;
  /** Every move, for a live label. */
  onValueChange: (value: number[]) => void;
  /** When the reader lets go, or on each key press: for work too costly to do on every move. */
  onValueCommit?: (value: number[]) => void;
  'aria-labelledby'?: string;
  className?: string;
}

/** Where thumb `index` may go when moved to `to`: a range's thumbs never cross. */
function placed(value: number[], index: number, to: number, gap: number): number[] {
  const next = [...value];
  if (value.length === 2)
    next[index] = index === 0 ? Math.min(to, value[1]! - gap) : Math.max(to, value[0]! + gap);
  else next[index] = to;
  return next;
}

/**
 * The browser's range input, one per thumb, over one drawn track (decision 015): native keys,
 * touch and screen-reader support, and usable before the page's JavaScript has run. A range's
 * two inputs lie on top of each other, so only their thumbs take the pointer.
 */
export function Slider({
  min,
  max,
  step,
  value,
  thumbLabels,
  minStepsBetweenThumbs = 0,
  onValueChange,
  onValueCommit,
  'aria-labelledby': labelledBy,
  className,
}: SliderProps) {
  const gap = step * minStepsBetweenThumbs;
  const latest = useRef({ value, onValueCommit, gap });
  useEffect(() => {
    latest.current = { value, onValueCommit, gap };
  });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // React's onChange is the input event; the change event comes when the thumb is let go.
  useEffect(() => {
    const listening = inputs.current.map((input, index) => {
      const onCommit = () => {
        const { value, onValueCommit, gap } = latest.current;
        onValueCommit?.(placed(value, index, Number(input!.value), gap));
      };
      input?.addEventListener('change', onCommit);
      return () => input?.removeEventListener('change', onCommit);
    });
    return () => listening.forEach((stop) => stop());
  }, [thumbLabels.length]);

  const range = value.length === 2;
  const share = (v: number) => (v - min) / (max - min);
  // Where the thumbs stand, 0 to 1: `.slider` (styles.css) fills the track between them.
  const at: Record<`--${string}`, number> = { '--hi': share(value.at(-1)!) };
  if (range) at['--lo'] = share(value[0]!);
  return (
    <div
      role={range ? 'group' : undefined}
      aria-labelledby={range ? labelledBy : undefined}
      className={cn('slider', className)}
      style={at}
    >
      <div />
      <div />
      {thumbLabels.map((label, index) => (
        <input
          key={label}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          type="range"
          aria-label={label}
          min={min}
          max={max}
          step={step}
          value={value[index]}
          onChange={(e) => onValueChange(placed(value, index, Number(e.target.value), gap))}
          className={
            // Near the top end the lower thumb lies above the upper, so it can still be caught.
            range && index === 0 && share(value[0]!) > 0.5 ? 'range z-10' : 'range'
          }
        />
      ))}
    </div>
  );
}
