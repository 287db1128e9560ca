import { useSearchParams } from '@web/lib/router';
import type { BranchId } from '@shared/catalog';
import { missionProfile, type MissionProfileId, type PriorityLevel } from '@shared/mission';
import { missionInputs, ZMissionQuery, type TMissionQuery } from '@shared/schemas/mission';
import { METRICS, type MetricKey } from '@shared/scoring';

const FIELDS = [
  'profile',
  'budget',
  ...METRICS.map((m) => m.key),
  'branch',
  'maxWeight',
  'skipKit',
  'swap',
];

export interface MissionChange {
  profile?: MissionProfileId;
  budget?: number;
  priority?: { metric: MetricKey; level: PriorityLevel };
  branch?: BranchId | null;
  /** Issue 48: the cap on the kit's claimed weight, grams; null removes it. */
  maxWeight?: number | null;
  skipKit?: boolean;
  swap?: { slot: number; id: string };
}

/**
 * The matcher's inputs live in the URL (issue 15), so Back and Forward step through them and a
 * shared link reopens the same kit. Values equal to the profile's defaults are left out. A
 * hand-edited URL with a bad value shows the shared schema's message and falls back to the
 * default for that field.
 */
export function useMissionParams() {
  const [params, setParams] = useSearchParams();
  const raw: Record<string, string> = {};
  for (const key of FIELDS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  let error: string | null = null;
  let parsed = ZMissionQuery.safeParse(raw);
  while (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    error ??= issue.message;
    const field = String(issue.path[0]);
    // Each pass drops the field at fault; an issue naming no field drops them all.
    if (field in raw) delete raw[field];
    else for (const key of Object.keys(raw)) delete raw[key];
    parsed = ZMissionQuery.safeParse(raw);
  }
  const inputs = missionInputs(parsed.data);
  /** What the API is asked: the URL's valid values, as the URL spells them. */
  const query: TMissionQuery = raw;

  const update = (change: MissionChange) => {
    const profile = change.profile ?? inputs.profile.id;
    const defaults = missionProfile(profile);
    const next = new URLSearchParams();
    next.set('profile', profile);
    // A new mission starts from its own budget and priorities.
    const keep = change.profile === undefined || change.profile === inputs.profile.id;
    const budget = change.budget ?? (keep ? inputs.budget : defaults.budget);
    if (budget !== defaults.budget) next.set('budget', String(budget));
    for (const m of METRICS) {
      const level =
        change.priority?.metric === m.key
          ? change.priority.level
          : keep
            ? inputs.priorities[m.key]
            : defaults.priorities[m.key];
      if (level !== defaults.priorities[m.key]) next.set(m.key, level);
    }
    const branch = change.branch === undefined ? inputs.branch : change.branch;
    if (branch) next.set('branch', branch);
    const maxWeight = change.maxWeight === undefined ? inputs.maxWeight : change.maxWeight;
    if (maxWeight !== null) next.set('maxWeight', String(maxWeight));
    if (change.skipKit ?? inputs.skipKit) next.set('skipKit', '1');
    // Swaps belong to one kit: any other change starts a new one.
    if (change.swap) {
      const swaps = inputs.swap.filter((s) => s.slot !== change.swap!.slot);
      swaps.push(change.swap);
      next.set('swap', swaps.map((s) => `${s.slot}:${s.id}`).join(','));
    }
    setParams(next);
  };

  return { inputs, query, error, update, reset: () => setParams({ profile: inputs.profile.id }) };
}
