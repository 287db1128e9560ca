import { Gauge } from 'prom-client';
import type { TModerationParity } from '@shared/schemas/admin';
import type { AppInstance } from '../../app-types';
import { METRIC_PREFIX } from '../../plugins/metrics';
import { moderationParity } from './moderation-parity';

/**
 * Issue 52: moderation parity in `/metrics`, read from the audit log when scraped: one read
 * serves the scrape's three gauges (the registry collects them at once).
 */
export function registerParityMetrics(app: AppInstance) {
  let reading: Promise<TModerationParity | null> | null = null;
  const parity = () =>
    (reading ??= moderationParity(app.db)
      .catch(() => null)
      .finally(() => {
        reading = null;
      }));
  const perBand = (name: string, help: string, value: (band: BandRow) => number | null) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: ['band', 'window_days'] as const,
      registers: [app.metrics],
      async collect() {
        const figures = await parity();
        this.reset();
        for (const window of figures?.windows ?? []) {
          for (const band of window.bands) {
            const v = value(band);
            if (v !== null) this.set({ band: band.band, window_days: String(window.days) }, v);
          }
        }
      },
    });
  perBand(
    'moderation_decisions',
    'First decisions on reviews by star band over the window (from the audit log)',
    (band) => band.decisions,
  );
  perBand(
    'moderation_approval_ratio',
    'Share of those decisions that approved, by star band (0-1; absent with no decisions)',
    (band) => (band.approvalRate === null ? null : band.approvalRate / 100),
  );
  perBand(
    'moderation_decision_wait_median_seconds',
    'Median wait from a review being written, edited or hidden to its decision, by star band',
    (band) => band.medianSeconds,
  );
}

type BandRow = TModerationParity['windows'][number]['bands'][number];
