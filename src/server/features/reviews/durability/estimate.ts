import { DURABILITY_HEADLINE_MONTH, DURABILITY_MIN_OWNERS, survivalAt } from '@shared/durability';
import type { FailureMode } from '@shared/field-reports';
import { kaplanMeier } from './kaplan-meier';
import type { StoredEstimate } from './schema';

/** Owners whose timelines ended at one month, one way (owners.ts counts them). */
export interface OwnerCount {
  months: number;
  failed: boolean;
  owners: number;
}

/** Owners whose last word named one failure mode, and the median month they said so. */
export interface ModeCount {
  mode: FailureMode;
  owners: number;
  medianMonth: number;
}

export interface DurabilityFigures {
  /** Null without owners: the product keeps no estimate. */
  kept: { owners: number; estimate: StoredEstimate } | null;
  survival12Months: number | null;
}

/** What gave out, most owners first; at a tie, the one that gave out earlier. */
const ranked = (modes: readonly ModeCount[]) =>
  [...modes].sort((a, b) => b.owners - a.owners || a.medianMonth - b.medianMonth);

/**
 * What a product keeps of its owners' reports (issue 47): the estimate, empty below
 * DURABILITY_MIN_OWNERS owners (owners and failures still counted), and its share at the
 * headline month.
 */
export function durabilityFigures(
  counts: readonly OwnerCount[],
  modes: readonly ModeCount[],
): DurabilityFigures {
  const owners = counts.reduce((sum, c) => sum + c.owners, 0);
  if (owners === 0) return { kept: null, survival12Months: null };
  const failures = counts.reduce((sum, c) => sum + (c.failed ? c.owners : 0), 0);
  if (owners < DURABILITY_MIN_OWNERS) {
    const estimate = { failures, curve: [], medianMonths: null, modes: [] };
    return { kept: { owners, estimate }, survival12Months: null };
  }
  const { curve, medianMonths } = kaplanMeier(counts);
  return {
    kept: { owners, estimate: { failures, curve, medianMonths, modes: ranked(modes) } },
    survival12Months: survivalAt(curve, DURABILITY_HEADLINE_MONTH),
  };
}
