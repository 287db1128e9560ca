import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@shared/limits';
import { nextCatalogueParams, toApiQuery, type CatalogueState } from './use-catalogue-params';

const exactSearch: CatalogueState = {
  search: 'ripstp',
  exact: true,
  category: undefined,
  sort: 'bri',
  minPrice: PRICE_SLIDER_MIN,
  maxPrice: PRICE_SLIDER_MAX,
  page: 2,
};
const query = (patch: Partial<CatalogueState>) =>
  nextCatalogueParams(exactSearch, patch).toString();

describe('the catalogue’s exact search in the URL (issue 31)', () => {
  it('is kept when paging, sorting or filtering the same search', () => {
    expect(query({ page: 3 })).toBe('search=ripstp&exact=1&page=3');
    expect(query({ sort: 'price-low' })).toBe('search=ripstp&exact=1&sort=price-low');
    expect(query({ category: 'deployment' })).toBe('search=ripstp&exact=1&category=deployment');
  });

  it('is dropped when the search changes or is emptied', () => {
    expect(query({ search: 'ripstop' })).toBe('search=ripstop');
    expect(query({ search: '' })).toBe('');
  });

  it('is asked of the API only with a search to be exact about', () => {
    expect(toApiQuery(exactSearch)).toMatchObject({ search: 'ripstp', exact: '1' });
    expect(toApiQuery({ ...exactSearch, exact: false }).exact).toBeUndefined();
    expect(toApiQuery({ ...exactSearch, search: '' }).exact).toBeUndefined();
  });
});
