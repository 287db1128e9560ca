import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from '@web/components/icons';
import { Card } from '@web/components/ui/card';
import { PARITY_GAP_POINTS, PARITY_MIN_DECISIONS } from '@shared/moderation-figures';
import type { TModerationParity } from '@shared/schemas/admin';
import { moderationParityQuery } from '../api';

type Window = TModerationParity['windows'][number];

/** "45 min", "3 h 20 min", "2 d 4 h": a wait as a moderator reads it. */
export function waitText(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

function GapNote({ window }: { window: Window }) {
  const { gap, days } = window;
  if (!gap) {
    return (
      <p className="text-sm text-muted-foreground">
        {`Last ${days} days: too few decisions to compare (each band needs ${PARITY_MIN_DECISIONS}).`}
      </p>
    );
  }
  if (!gap.warn) {
    return (
      <p className="text-sm text-muted-foreground">
        {`Last ${days} days: approval rates within ${gap.points} points of each other.`}
      </p>
    );
  }
  return (
    <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive-text">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {`Last ${days} days: reviews of ${gap.low} stars were approved ${gap.points} points less often than reviews of ${gap.high} stars (more than ${PARITY_GAP_POINTS}). Treat good and bad reviews alike.`}
    </p>
  );
}

/**
 * Issue 52: whether moderation treats low-star reviews as it treats high-star ones: each star
 * band's approval rate and median wait over 30 and 90 days, warned when bands with enough
 * decisions differ by more than PARITY_GAP_POINTS.
 */
export function ModerationParity() {
  const { data } = useQuery(moderationParityQuery());
  // A failed load is only logged, as the stat cards' (SPEC §8).
  if (!data) return null;
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">Moderation parity by star rating</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            First decisions on reviews, approval rate and median wait, by stars
          </caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                Stars
              </th>
              {data.windows.map((w) => (
                <th key={w.days} scope="col" className="py-1 pr-3 font-medium">
                  {`Last ${w.days} days`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.windows[0]?.bands.map((band, i) => (
              <tr key={band.band} className="border-t">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                  {band.band}
                </th>
                {data.windows.map((w) => {
                  const b = w.bands[i]!;
                  return (
                    <td key={w.days} className="py-1.5 pr-3 tabular-nums">
                      {b.decisions === 0
                        ? 'No decisions'
                        : `${b.approvalRate}% of ${b.decisions} approved · median wait ${waitText(b.medianSeconds)}`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.windows.map((w) => (
        <GapNote key={w.days} window={w} />
      ))}
    </Card>
  );
}
