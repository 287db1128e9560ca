import { describe, expect, it } from 'vitest';
import { ZProductEdit } from '@shared/schemas/product-edit';
import { ZSubmissionRequest } from '@shared/schemas/submissions';
import { ApiError } from './api';
import { serverFieldError } from './form-errors';
import { claimFieldsFrom, claimsRequest, claimsResolver, type ClaimFields } from './spec-claims';

const fields = (specs: Partial<ClaimFields['specs']>, sized: ClaimFields['sized'] = 'none') => ({
  ...claimFieldsFrom({}, null, 'metric'),
  specs: { ...claimFieldsFrom({}, null, 'metric').specs, ...specs },
  sized,
});

describe("the maker's claims between a form and its request (issue 48)", () => {
  it("starts from the claims in the reader's units, empty where there is none", () => {
    const imperial = claimFieldsFrom({ weight: 1240, length: 30 }, 'pack', 'imperial');
    expect(imperial.specs).toMatchObject({ weight: '43.7', length: '11.8', volume: '' });
    expect(imperial.sized).toBe('pack');
    expect(claimFieldsFrom({}, null, 'metric').sized).toBe('none');
  });

  it("sends only the category's fields, in base units; empty clears on an edit, is left out on a submission", () => {
    const typed = { ...fields({ weight: '16', volume: '30', battery: '' }), category: 'training' };
    // Training carries weight and the dimensions; volume and battery are not shown.
    expect(claimsRequest(typed, 'imperial', null)).toEqual({
      specs: { weight: 453.59237, length: null, width: null, height: null },
      sized: null,
    });
    expect(claimsRequest(typed, 'metric', undefined)).toEqual({
      specs: { weight: 16 },
      sized: null,
    });
    expect(claimsRequest({ ...typed, category: '' }, 'metric', null).specs).toEqual({});
  });

  it("refuses through the request's own schema, at the form's field, in its words", async () => {
    const resolve = claimsResolver(ZSubmissionRequest, 'metric', undefined);
    const values = {
      amazonUrl: 'https://www.amazon.com/dp/B0B5XBT4ZR',
      name: 'Trail Stove',
      category: 'barracks',
      price: '24.99',
      imageUrl: '',
      description: 'A compact stove that boils water in three minutes.',
      ...fields({ weight: '900000', volume: 'lots' }, 'gloves'),
    };
    const refused = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(refused.errors).toMatchObject({
      specs: {
        weight: { message: 'Weight must be between 1 and 200,000 g' },
        volume: { message: 'Volume must be between 0.1 and 500 L' },
      },
    });
    const sent = await resolve(
      { ...values, specs: { ...values.specs, weight: '1,240', volume: '' } },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(sent.errors).toEqual({});
    expect(sent.values).toMatchObject({ specs: { weight: 1240 }, sized: 'gloves' });
  });

  it('an edit sends a cleared claim as null', async () => {
    const resolve = claimsResolver(ZProductEdit, 'metric', null);
    const sent = await resolve(
      {
        name: 'Trail Stove',
        category: 'nutrition',
        price: '24.99',
        amazonUrl: '',
        imageUrl: '',
        description: 'A compact stove that boils water in three minutes.',
        ...fields({ weight: '250' }),
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(sent.values).toMatchObject({ specs: { weight: 250, volume: null }, sized: null });
  });
});

describe('serverFieldError', () => {
  it('names the field and the message of a 400 that names one, and nothing else', () => {
    const message = 'Weight must be between 1 and 200,000 g';
    expect(serverFieldError(new ApiError(400, 'validation', message, 'specs.weight'))).toEqual({
      field: 'specs.weight',
      message,
    });
    expect(serverFieldError(new ApiError(400, 'validation', message))).toBeNull();
    expect(serverFieldError(new ApiError(500, 'internal', 'Boom', 'specs.weight'))).toBeNull();
    expect(serverFieldError(new Error('offline'))).toBeNull();
  });
});
