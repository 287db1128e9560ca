import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { toastFirstError } from './form-errors';
import { toast } from './toast';

type Values = { title: string; measured: { weight?: number; volume?: number } };

describe('the first validation message', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is found by path in the given order, a nested field too', () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const errors = {
      measured: {
        volume: { type: 'too_big', message: 'Volume must be between 0.1 and 500 L' },
        weight: { type: 'too_big', message: 'Weight must be between 1 and 200,000 g' },
      },
    } as FieldErrors<Values>;
    toastFirstError<Values>(['title', 'measured.weight', 'measured.volume'])(errors);
    expect(shown).toHaveBeenCalledWith('Validation Error', {
      description: 'Weight must be between 1 and 200,000 g',
    });
  });
});
