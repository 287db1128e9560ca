import { useSearchParams } from '@web/lib/router';
import { CATEGORY_IDS, PRODUCT_SORTS, type CategoryId, type ProductSort } from '@shared/catalog';
import { CATALOGUE_PAGE_CAP, PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@shared/limits';
import { CATEGORY_SPECS, SPEC_FIELDS, type SpecKey } from '@shared/specs';
import { STANDARD_IDS, type Standard } from '@shared/compliance';

export interface CatalogueState {
  search: string;
  /** The search as typed, never corrected (issue 31's "Search instead for …"). */
  exact: boolean;
  category: CategoryId | undefined;
  sort: ProductSort;
  minPrice: number;
  maxPrice: number;
  /** Only products with an approved field report (issue 47). */
  fieldTested: boolean;
  /** Issue 48: bounds on the maker's claims, in base units (g, L), as the API takes them. */
  maxWeight: number | undefined;
  minVolume: number | undefined;
  maxVolume: number | undefined;
  /** Issue 49: only products claiming every one, in the standards' order. */
  standards: Standard[];
  page: number;
}

/** The spec bounds the catalogue offers, each with the field it bounds. */
export const SPEC_BOUNDS = {
  maxWeight: 'weight',
  minVolume: 'volume',
  maxVolume: 'volume',
} as const satisfies Record<string, SpecKey>;
type SpecBound = keyof typeof SPEC_BOUNDS;
const BOUND_NAMES = Object.keys(SPEC_BOUNDS) as SpecBound[];

/** Whether the chosen category (or any, with none chosen) has the field. */
export const offersSpec = (category: CategoryId | undefined, key: SpecKey) =>
  category ? CATEGORY_SPECS[category].includes(key) : true;

/** A bound as the API takes it: at most three decimals of its base unit. */
export const roundBound = (n: number) => Math.round(n * 1000) / 1000;

/** A bound read from the URL: a number within its field's range, else no bound. */
function specBound(raw: string | null, key: SpecKey): number | undefined {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n >= 0 && n <= SPEC_FIELDS[key].max
    ? roundBound(n)
    : undefined;
}

/** `standard=apel,berry` (or repeated): the known ones, in the standards' order. */
function standardsOf(params: URLSearchParams): Standard[] {
  const named = new Set(params.getAll('standard').flatMap((v) => v.split(',')));
  return STANDARD_IDS.filter((id) => named.has(id));
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.find((x) => x === v);

function clampPrice(raw: string | null, fallback: number) {
  const n = Number(raw);
  return raw !== null && Number.isFinite(n)
    ? Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, n))
    : fallback;
}

/** The catalogue's filters live in the URL, so back/forward and shared links restore them. */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const state: CatalogueState = {
    search: params.get('search') ?? '',
    exact: params.get('exact') === '1',
    category: oneOf(CATEGORY_IDS, params.get('category')),
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'bri',
    minPrice: clampPrice(params.get('minPrice'), PRICE_SLIDER_MIN),
    maxPrice: clampPrice(params.get('maxPrice'), PRICE_SLIDER_MAX),
    fieldTested: params.get('fieldTested') === '1',
    maxWeight: specBound(params.get('maxWeight'), 'weight'),
    minVolume: specBound(params.get('minVolume'), 'volume'),
    maxVolume: specBound(params.get('maxVolume'), 'volume'),
    standards: standardsOf(params),
    // A link past the last page the catalogue serves opens that last page.
    page: Math.min(CATALOGUE_PAGE_CAP, Math.max(1, Math.floor(Number(params.get('page'))) || 1)),
  };

  const update = (patch: Partial<CatalogueState>) => setParams(nextCatalogueParams(state, patch));
  const reset = () => setParams(new URLSearchParams());
  return { state, update, reset };
}

/** Whether anything but the page differs from the catalogue as it opens: what Reset clears. */
export function isFiltered(s: CatalogueState): boolean {
  return Boolean(
    s.search ||
    s.category ||
    s.minPrice > PRICE_SLIDER_MIN ||
    s.maxPrice < PRICE_SLIDER_MAX ||
    s.fieldTested ||
    BOUND_NAMES.some((b) => s[b] !== undefined) ||
    s.standards.length > 0 ||
    s.sort !== 'bri',
  );
}

/**
 * The URL's query after `patch`. Any change other than the page itself returns to page 1 (SPEC
 * §4); a new search is searched forgivingly again, whatever "exact" the previous one asked for.
 * A category without a field drops its bounds (they could not be seen to be cleared), and a
 * volume range typed the wrong way round is read the right way round.
 */
export function nextCatalogueParams(
  state: CatalogueState,
  patch: Partial<CatalogueState>,
): URLSearchParams {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  if (next.search !== state.search) next.exact = false;
  for (const bound of BOUND_NAMES) {
    if (!offersSpec(next.category, SPEC_BOUNDS[bound])) next[bound] = undefined;
  }
  if (next.minVolume !== undefined && next.maxVolume !== undefined) {
    [next.minVolume, next.maxVolume] = [
      Math.min(next.minVolume, next.maxVolume),
      Math.max(next.minVolume, next.maxVolume),
    ];
  }
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.search && next.exact) out.set('exact', '1');
  if (next.category) out.set('category', next.category);
  if (next.sort !== 'bri') out.set('sort', next.sort);
  if (next.minPrice > PRICE_SLIDER_MIN) out.set('minPrice', String(next.minPrice));
  if (next.maxPrice < PRICE_SLIDER_MAX) out.set('maxPrice', String(next.maxPrice));
  if (next.fieldTested) out.set('fieldTested', '1');
  for (const bound of BOUND_NAMES) {
    if (next[bound] !== undefined) out.set(bound, String(next[bound]));
  }
  if (next.standards.length > 0) out.set('standard', next.standards.join(','));
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** The API query for a state: the slider's top end means "and above", so it sends no maximum. */
export function toApiQuery(s: CatalogueState) {
  return {
    search: s.search || undefined,
    exact: s.search && s.exact ? ('1' as const) : undefined,
    category: s.category,
    sort: s.sort,
    minPrice: s.minPrice > PRICE_SLIDER_MIN ? String(s.minPrice) : undefined,
    maxPrice: s.maxPrice < PRICE_SLIDER_MAX ? String(s.maxPrice) : undefined,
    fieldTested: s.fieldTested ? ('1' as const) : undefined,
    ...boundsQuery(s),
    standard: s.standards.length > 0 ? s.standards.join(',') : undefined,
    page: s.page > 1 ? String(s.page) : undefined,
  };
}

const boundsQuery = (s: CatalogueState) =>
  Object.fromEntries(
    BOUND_NAMES.map((b) => [b, s[b] === undefined ? undefined : String(s[b])]),
  ) as Record<SpecBound, string | undefined>;
