import { specText, type SpecKey } from '@shared/specs';

/**
 * One spec value as the reader's unit system shows it: "1,240 g" or "43.7 oz". Both are drawn
 * and the class on <html> picks one (styles.css, lib/units.ts), so the server's markup is right
 * for every reader before any script runs and hydration always matches. A field both systems
 * write alike (mAh, h) is drawn once.
 */
export function SpecValue({ field, value }: { field: SpecKey; value: number }) {
  const metric = specText(field, value, 'metric');
  const imperial = specText(field, value, 'imperial');
  if (metric === imperial) return <span>{metric}</span>;
  return (
    <>
      <span className="unit-metric">{metric}</span>
      <span className="unit-imperial">{imperial}</span>
    </>
  );
}
