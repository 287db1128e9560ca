import { useSearchParams } from '@web/lib/router';
import { CATEGORY_IDS, PRODUCT_SORTS, type CategoryId, type ProductSort } from '@shared/catalog';
import { CATALOGUE_PAGE_CAP, PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@shared/limits';

export interface CatalogueState {
  search: string;
  category: CategoryId | undefined;
  sort: ProductSort;
  minPrice: number;
  maxPrice: number;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.find((x) => x === v);

function clampPrice(raw: string | null, fallback: number) {
  const n = Number(raw);
  return raw !== null && Number.isFinite(n)
    ? Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, n))
    : fallback;
}

/**
 * The catalogue's filters live in the URL, so back/forward and shared links restore them.
 * Any change other than the page itself returns to page 1 (SPEC §4).
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const state: CatalogueState = {
    search: params.get('search') ?? '',
    category: oneOf(CATEGORY_IDS, params.get('category')),
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'bri',
    minPrice: clampPrice(params.get('minPrice'), PRICE_SLIDER_MIN),
    maxPrice: clampPrice(params.get('maxPrice'), PRICE_SLIDER_MAX),
    // A link past the last page the catalogue serves opens that last page.
    page: Math.min(CATALOGUE_PAGE_CAP, Math.max(1, Math.floor(Number(params.get('page'))) || 1)),
  };

  const update = (patch: Partial<CatalogueState>) => {
    const next = { ...state, ...patch };
    if (!('page' in patch)) next.page = 1;
    const out = new URLSearchParams();
    if (next.search) out.set('search', next.search);
    if (next.category) out.set('category', next.category);
    if (next.sort !== 'bri') out.set('sort', next.sort);
    if (next.minPrice > PRICE_SLIDER_MIN) out.set('minPrice', String(next.minPrice));
    if (next.maxPrice < PRICE_SLIDER_MAX) out.set('maxPrice', String(next.maxPrice));
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };

  const reset = () => setParams(new URLSearchParams());
  return { state, update, reset };
}

/** The API query for a state: the slider's top end means "and above", so it sends no maximum. */
export function toApiQuery(s: CatalogueState) {
  return {
    search: s.search || undefined,
    category: s.category,
    sort: s.sort,
    minPrice: s.minPrice > PRICE_SLIDER_MIN ? String(s.minPrice) : undefined,
    maxPrice: s.maxPrice < PRICE_SLIDER_MAX ? String(s.maxPrice) : undefined,
    page: s.page > 1 ? String(s.page) : undefined,
  };
}
