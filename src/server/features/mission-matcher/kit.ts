// Choosing the kit (issue 15): the combination of candidates with the highest total match
// score whose price stays within the budget. Pure and deterministic, so it is tested by hand.
//
// How it scales: the service hands each need a bounded list of candidates (service.ts), so a
// need of `count` products from n candidates offers sum over k <= count of C(n, k) choices.
// Needs are merged one at a time, keeping only choices no other beats on both price and value
// (a Pareto frontier), so the work follows the mission's shape, never the catalogue's size.

/** Alternates shown under each pick. */
export const ALTERNATES_PER_SLOT = 2;

export interface Candidate {
  id: string;
  /** Whole cents, so sums are exact. */
  cents: number;
  /** Match score 0-100. */
  score: number;
  /** The maker's claimed weight in grams; null (or left out) when the maker claims none. */
  grams?: number | null;
}

/**
 * Issue 48's weight cap: what a kit may weigh, counting the products that claim a weight. One
 * claiming none counts as unknown, not as nothing known to be light: it is not held to the cap,
 * and the result says how many of the kit's items its total weight covers.
 */
export interface Limits {
  cents: number;
  /** Infinity when the reader set no cap. */
  grams: number;
}

const gramsOf = (c: Candidate | null) => c?.grams ?? 0;

export interface Need {
  /** How many different products of this need the kit holds. */
  count: number;
  /** Best first; ties already broken by the caller (score, then price, then id). */
  candidates: readonly Candidate[];
}

export interface KitSlot {
  /** Index of the need this slot belongs to. */
  need: number;
  pick: Candidate | null;
  alternates: Candidate[];
}

export interface Kit {
  slots: KitSlot[];
  cents: number;
  /** True when every slot holds a product. */
  complete: boolean;
}

/** Scores compared in thousandths: sums of floats taken in another order may differ a little. */
const units = (score: number) => Math.round(score * 1000);

interface Choice {
  cents: number;
  grams: number;
  filled: number;
  value: number;
  /** Per need, indices into its candidates, ascending. */
  picks: number[][];
}

/** Every way to take up to `count` of a need's candidates, as ascending index lists. */
function subsets(need: Need): number[][] {
  const out: number[][] = [[]];
  const n = need.candidates.length;
  const extend = (from: number, chosen: number[]) => {
    for (let i = from; i < n; i++) {
      const next = [...chosen, i];
      out.push(next);
      if (next.length < need.count) extend(i + 1, next);
    }
  };
  if (need.count > 0) extend(0, []);
  return out;
}

/** Lists compared element by element: the one reaching better-ranked candidates first wins. */
function compareIndexLists(a: number[][], b: number[][]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? [];
    const y = b[i] ?? [];
    for (let j = 0; j < Math.max(x.length, y.length); j++) {
      const d = (x[j] ?? Infinity) - (y[j] ?? Infinity);
      if (d !== 0) return d;
    }
  }
  return 0;
}

/**
 * Which of two choices is better: more slots filled, then a higher total score, then the one
 * taking better-ranked candidates. Negative when `a` is better.
 */
function compareChoices(a: Choice, b: Choice): number {
  return b.filled - a.filled || b.value - a.value || compareIndexLists(a.picks, b.picks);
}

/**
 * The choices worth keeping: by price, each better than every cheaper one, so of two equally
 * good the cheaper stays.
 */
function frontier(choices: Choice[]): Choice[] {
  choices.sort((a, b) => a.cents - b.cents || compareChoices(a, b));
  const kept: Choice[] = [];
  for (const c of choices) {
    const best = kept[kept.length - 1];
    if (!best || c.filled > best.filled || (c.filled === best.filled && c.value > best.value)) {
      kept.push(c);
    }
  }
  return kept;
}

/**
 * Under a weight cap, the choices worth keeping on price and weight both: by price, each better
 * than every cheaper one no heavier. `staircase` holds the kept ones' weights, ascending, each
 * better than every lighter one, so one binary search says whether a cheaper, lighter choice
 * is at least as good.
 */
function frontierByWeight(choices: Choice[]): Choice[] {
  choices.sort((a, b) => a.cents - b.cents || compareChoices(a, b));
  const kept: Choice[] = [];
  const staircase: Choice[] = [];
  const better = (a: Choice, b: Choice) =>
    a.filled > b.filled || (a.filled === b.filled && a.value > b.value);
  for (const c of choices) {
    let lo = 0;
    let hi = staircase.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (staircase[mid]!.grams <= c.grams) lo = mid + 1;
      else hi = mid;
    }
    const lighter = staircase[lo - 1];
    if (lighter && !better(c, lighter)) continue;
    kept.push(c);
    let end = lo;
    while (end < staircase.length && !better(staircase[end]!, c)) end += 1;
    staircase.splice(lo, end - lo, c);
  }
  return kept;
}

/**
 * The best kit within the budget and the weight cap: complete if any complete kit fits, else
 * the fullest.
 */
export function bestKit(needs: readonly Need[], limits: Limits): Kit {
  const capped = Number.isFinite(limits.grams);
  let choices: Choice[] = [{ cents: 0, grams: 0, filled: 0, value: 0, picks: [] }];
  for (const need of needs) {
    const options = subsets(need).map((indices) => ({
      indices,
      cents: indices.reduce((s, i) => s + need.candidates[i]!.cents, 0),
      grams: indices.reduce((s, i) => s + gramsOf(need.candidates[i]!), 0),
      value: indices.reduce((s, i) => s + units(need.candidates[i]!.score), 0),
    }));
    const merged: Choice[] = [];
    for (const c of choices) {
      for (const o of options) {
        const cents = c.cents + o.cents;
        const grams = c.grams + o.grams;
        if (cents > limits.cents || grams > limits.grams) continue;
        merged.push({
          cents,
          grams,
          filled: c.filled + o.indices.length,
          value: c.value + o.value,
          picks: [...c.picks, o.indices],
        });
      }
    }
    choices = capped ? frontierByWeight(merged) : frontier(merged);
  }
  const best = choices.sort(compareChoices)[0]!;
  return kitOf(needs, slotPicksOf(needs, best.picks), limits);
}

/** Slot by slot, the candidates each need's index list chose: its picks first, empties after. */
function slotPicksOf(needs: readonly Need[], picks: readonly (readonly number[])[]) {
  return needs.flatMap((need, n) =>
    Array.from({ length: need.count }, (_, s) => {
      const index = picks[n]?.[s];
      return index === undefined ? null : need.candidates[index]!;
    }),
  );
}

/** Which need each slot belongs to, in slot order. */
const slotNeeds = (needs: readonly Need[]) =>
  needs.flatMap((need, n) => Array.from({ length: need.count }, () => n));

/**
 * The kit holding `picks` (one per slot, null for an empty one), with under each slot the best
 * candidates not in the kit that keep it within budget and weight cap when swapped in alone.
 */
export function kitOf(
  needs: readonly Need[],
  picks: readonly (Candidate | null)[],
  limits: Limits,
): Kit {
  const inKit = new Set(picks.flatMap((p) => (p ? [p.id] : [])));
  const cents = picks.reduce((s, p) => s + (p?.cents ?? 0), 0);
  const grams = picks.reduce((s, p) => s + gramsOf(p), 0);
  const slots = slotNeeds(needs).map((n, i) => {
    const pick = picks[i] ?? null;
    const room = limits.cents - cents + (pick?.cents ?? 0);
    const weightRoom = limits.grams - grams + gramsOf(pick);
    const alternates = needs[n]!.candidates.filter(
      (c) => !inKit.has(c.id) && c.cents <= room && gramsOf(c) <= weightRoom,
    ).slice(0, ALTERNATES_PER_SLOT);
    return { need: n, pick, alternates };
  });
  return { slots, cents, complete: slots.every((s) => s.pick !== null) };
}

/**
 * The kit after the reader's swaps (slot index → product id), each applied in turn when the
 * product is one of its slot's candidates, not already in the kit, and the kit stays within
 * budget and weight cap; a swap that fails any of these is left out.
 */
export function applySwaps(
  needs: readonly Need[],
  kit: Kit,
  swaps: readonly { slot: number; id: string }[],
  limits: Limits,
): Kit {
  const picks = kit.slots.map((s) => s.pick);
  for (const { slot, id } of swaps) {
    const target = kit.slots[slot];
    if (!target || picks.some((p) => p?.id === id)) continue;
    const candidate = needs[target.need]!.candidates.find((c) => c.id === id);
    if (!candidate) continue;
    const others = picks.reduce((s, p, i) => s + (i === slot ? 0 : (p?.cents ?? 0)), 0);
    if (others + candidate.cents > limits.cents) continue;
    const otherGrams = picks.reduce((s, p, i) => s + (i === slot ? 0 : gramsOf(p)), 0);
    if (otherGrams + gramsOf(candidate) > limits.grams) continue;
    picks[slot] = candidate;
  }
  return kitOf(needs, picks, limits);
}

/**
 * What the cheapest complete kit costs, from each need's cheapest prices (cheapest first): the
 * first `count` of each, or null when a need has fewer products than it asks for.
 */
export function cheapestCompleteCents(
  needs: readonly { count: number }[],
  cheapest: readonly (readonly number[])[],
): number | null {
  let cents = 0;
  for (const [n, need] of needs.entries()) {
    const prices = cheapest[n] ?? [];
    if (prices.length < need.count) return null;
    cents += prices.slice(0, need.count).reduce((s, c) => s + c, 0);
  }
  return cents;
}
