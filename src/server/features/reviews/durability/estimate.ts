import { DURABILITY_HEADLINE_MONTH, DURABILITY_MIN_OWNERS, survivalAt } from '@shared/durability';
import type { FailureMode, ReportState } from '@shared/field-reports';
import type { TDurability } from '@shared/schemas/durability';
import { kaplanMeier, type Timeline } from './kaplan-meier';

/** An approved field report of an approved review, as the estimate reads it. */
export interface OwnerReport {
  reviewId: string;
  monthsOwned: number;
  state: ReportState;
  failureMode: FailureMode | null;
  createdAt: Date;
}

interface OwnerTimeline extends Timeline {
  /** What gave out, when the owner's last word named it. */
  mode: FailureMode | null;
}

/**
 * One timeline per owner. Gear that failed ends its timeline at the first report saying so, even
 * when a later one says it was repaired and carried on: the estimate is of time to a failure.
 * Otherwise the owner's last report (the most months owned, the latest written at a tie) says
 * how long it was followed, still in service, retired or lost, and it is censored there.
 */
export function ownerTimelines(reports: readonly OwnerReport[]): OwnerTimeline[] {
  const byOwner = new Map<string, OwnerReport>();
  for (const report of reports) {
    const kept = byOwner.get(report.reviewId);
    if (!kept || endsBefore(kept, report)) byOwner.set(report.reviewId, report);
  }
  return [...byOwner.values()].map((r) => ({
    months: r.monthsOwned,
    failed: r.state === 'failed',
    mode: r.failureMode,
  }));
}

/** Whether `next` ends an owner's timeline rather than `kept`. */
function endsBefore(kept: OwnerReport, next: OwnerReport): boolean {
  const keptFailed = kept.state === 'failed';
  if ((next.state === 'failed') !== keptFailed) return next.state === 'failed';
  if (keptFailed) return next.monthsOwned < kept.monthsOwned;
  if (next.monthsOwned !== kept.monthsOwned) return next.monthsOwned > kept.monthsOwned;
  return next.createdAt > kept.createdAt;
}

/** The middle month of those given, the lower of the two middles when there is an even count. */
function medianOf(months: number[]): number {
  const sorted = [...months].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** What gave out, most owners first; at a tie, the one that gave out earlier. */
function rankedModes(timelines: readonly OwnerTimeline[]): TDurability['modes'] {
  const monthsByMode = new Map<FailureMode, number[]>();
  for (const t of timelines) {
    if (!t.mode) continue;
    monthsByMode.set(t.mode, [...(monthsByMode.get(t.mode) ?? []), t.months]);
  }
  return [...monthsByMode]
    .map(([mode, months]) => ({ mode, owners: months.length, medianMonth: medianOf(months) }))
    .sort((a, b) => b.owners - a.owners || a.medianMonth - b.medianMonth);
}

export interface DurabilityFigures {
  survivalEstimate: Omit<TDurability, 'owners'> | null;
  survival12Months: number | null;
}

/**
 * What a product keeps of its owners' reports (issue 47): the estimate, empty below
 * DURABILITY_MIN_OWNERS owners (failures still counted), and its share at the headline month.
 */
export function durabilityFigures(reports: readonly OwnerReport[]): DurabilityFigures {
  const timelines = ownerTimelines(reports);
  if (timelines.length === 0) return { survivalEstimate: null, survival12Months: null };
  const failures = timelines.filter((t) => t.failed).length;
  if (timelines.length < DURABILITY_MIN_OWNERS) {
    return {
      survivalEstimate: { failures, curve: [], medianMonths: null, modes: [] },
      survival12Months: null,
    };
  }
  const { curve, medianMonths } = kaplanMeier(timelines);
  return {
    survivalEstimate: { failures, curve, medianMonths, modes: rankedModes(timelines) },
    survival12Months: survivalAt(curve, DURABILITY_HEADLINE_MONTH),
  };
}
