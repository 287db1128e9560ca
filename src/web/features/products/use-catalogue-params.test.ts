import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@shared/limits';
import { ZProductListQuery } from '@shared/schemas/products';
import {
  isFiltered,
  nextCatalogueParams,
  toApiQuery,
  type CatalogueState,
} from './use-catalogue-params';

const exactSearch: CatalogueState = {
  search: 'ripstp',
  exact: true,
  category: undefined,
  sort: 'bri',
  minPrice: PRICE_SLIDER_MIN,
  maxPrice: PRICE_SLIDER_MAX,
  fieldTested: false,
  maxWeight: undefined,
  minVolume: undefined,
  maxVolume: undefined,
  standards: [],
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

const opening: CatalogueState = { ...exactSearch, search: '', exact: false, page: 1 };

describe('the catalogue’s Field-tested filter in the URL (issue 47)', () => {
  it('is fieldTested=1 when on and absent when off, back on page 1 either way', () => {
    expect(query({ fieldTested: true })).toBe('search=ripstp&exact=1&fieldTested=1');
    const on = { ...opening, fieldTested: true, page: 3 };
    expect(nextCatalogueParams(on, { fieldTested: false }).toString()).toBe('');
  });

  it('is kept when paging or sorting', () => {
    const on = { ...opening, fieldTested: true };
    expect(nextCatalogueParams(on, { page: 2 }).toString()).toBe('fieldTested=1&page=2');
    expect(nextCatalogueParams(on, { sort: 'durability' }).toString()).toBe(
      'sort=durability&fieldTested=1',
    );
  });

  it('is asked of the API as the server reads it, and not at all when off', () => {
    const sent = (s: CatalogueState) => ZProductListQuery.parse(toApiQuery(s)).fieldTested;
    expect(toApiQuery({ ...opening, fieldTested: true }).fieldTested).toBe('1');
    expect(sent({ ...opening, fieldTested: true })).toBe(true);
    expect(toApiQuery(opening).fieldTested).toBeUndefined();
    expect(sent(opening)).toBe(false);
  });

  it('counts as a filter for Reset, as the Most durable sort does', () => {
    expect(isFiltered(opening)).toBe(false);
    expect(isFiltered({ ...opening, page: 4 })).toBe(false);
    expect(isFiltered({ ...opening, fieldTested: true })).toBe(true);
    expect(isFiltered({ ...opening, sort: 'durability' })).toBe(true);
  });
});

describe('the catalogue’s claimed weight and volume bounds in the URL (issue 48)', () => {
  it('are kept in base units, counted by Reset and back on page 1', () => {
    const on = nextCatalogueParams({ ...opening, page: 3 }, { maxWeight: 453.592 });
    expect(on.toString()).toBe('maxWeight=453.592');
    expect(isFiltered({ ...opening, maxWeight: 900 })).toBe(true);
    expect(isFiltered({ ...opening, minVolume: 20 })).toBe(true);
    expect(isFiltered({ ...opening, maxVolume: 40 })).toBe(true);
  });

  it('read a volume range given the wrong way round the right way round', () => {
    expect(nextCatalogueParams(opening, { minVolume: 40, maxVolume: 20 }).toString()).toBe(
      'minVolume=20&maxVolume=40',
    );
  });

  it('drop a volume bound for a category whose products claim no volume, keeping weight', () => {
    const bounded = { ...opening, maxWeight: 900, minVolume: 20 };
    expect(nextCatalogueParams(bounded, { category: 'tech' }).toString()).toBe(
      'category=tech&maxWeight=900',
    );
    expect(nextCatalogueParams(bounded, { category: 'deployment' }).toString()).toBe(
      'category=deployment&maxWeight=900&minVolume=20',
    );
  });

  it('are asked of the API as the server reads them, and not at all when unset', () => {
    const state = { ...opening, maxWeight: 453.592, minVolume: 20, maxVolume: 40.5 };
    expect(ZProductListQuery.parse(toApiQuery(state))).toMatchObject({
      maxWeight: 453.592,
      minVolume: 20,
      maxVolume: 40.5,
    });
    const none = toApiQuery(opening);
    expect([none.maxWeight, none.minVolume, none.maxVolume]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the catalogue’s standards filter in the URL (issue 49)', () => {
  it('is one comma list in the standards’ order, counted by Reset and back on page 1', () => {
    const on = nextCatalogueParams({ ...opening, page: 3 }, { standards: ['apel', 'berry'] });
    expect(on.toString()).toBe('standard=apel%2Cberry');
    expect(isFiltered({ ...opening, standards: ['nsn'] })).toBe(true);
    expect(
      nextCatalogueParams({ ...opening, standards: ['nsn'] }, { standards: [] }).toString(),
    ).toBe('');
  });

  it('is asked of the API as the server reads it, every one wanted, and not at all when none', () => {
    const state = { ...opening, standards: ['nij06', 'usa'] as CatalogueState['standards'] };
    expect(ZProductListQuery.parse(toApiQuery(state)).standard).toEqual(['nij06', 'usa']);
    expect(toApiQuery(opening).standard).toBeUndefined();
  });
});
