import { briBand, type BriBand } from '@shared/scoring';
import { cn } from '@web/lib/cn';

// Text at full strength on every band (styles.css): white on the light theme's green is 4.5:1,
// and the dark theme's lighter green needs black (7.7:1) where white was 2.7:1.
const BAND_CLASS: Record<BriBand, string> = {
  green: 'bri-green',
  yellow: 'bri-yellow',
  orange: 'bri-orange',
};

/** SPEC §9 colour band; an unrated product (no approved reviews) is neutral. */
export function briClass(index: number, rated: boolean) {
  return rated ? BAND_CLASS[briBand(index)] : 'bri-unrated';
}

export function BriPill({ index, rated }: { index: number; rated: boolean }) {
  return (
    <span className={`bri-pill ${briClass(index, rated)}`} title="Battle-Ready Index">
      {rated ? `BRI ${index}` : 'Not yet rated'}
    </span>
  );
}

export function BriCard({ index, rated }: { index: number; rated: boolean }) {
  return (
    <div className={cn('flex items-center justify-between rounded-lg p-4', briClass(index, rated))}>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide">Battle-Ready Index</p>
        <p className="text-xs">
          {rated ? 'From approved community reviews' : 'No approved reviews yet'}
        </p>
      </div>
      <p className="text-4xl font-black tabular-nums" data-testid="bri-value">
        {rated ? index : '—'}
        {rated ? <span className="text-base font-semibold">/100</span> : null}
      </p>
    </div>
  );
}
