import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fitAndMeasuresInput, type TProductFit } from '@shared/schemas/fit';
import { FIT_MSG } from '@shared/fit';
import type { UnitSystem } from '@shared/specs';
import { fitValuesOf, typedToBase, type FitProduct, type FitValues } from '../fit-values';
import { FitFields } from './fit-and-measures';

// A server render shows the group as the form first paints it: which fields, their labels and
// units, an edit's values in the reader's units, and errors as the form holds them. Typing and
// sending are the e2e tier's.

const fitOf = (sized: TProductFit['sized']): TProductFit => ({
  sized,
  n: 0,
  verdicts: { small: 0, true: 0, large: 0 },
  summary: 'No fit verdicts yet',
});

function Harness({
  product,
  system = 'metric',
  values = fitValuesOf({}),
  errors,
  disabled = false,
}: {
  product: FitProduct;
  system?: UnitSystem;
  values?: FitValues;
  errors?: FieldErrors<FitValues>;
  disabled?: boolean;
}) {
  // The form's errors as validation left them: its first state holds them.
  const form = useForm<FitValues>({ defaultValues: values, errors });
  return (
    <FitFields form={form} product={product} idPrefix="t" disabled={disabled} system={system} />
  );
}

const render = (props: Parameters<typeof Harness>[0]) =>
  renderToStaticMarkup(<Harness {...props} />);

const labelFor = (html: string, id: string) =>
  new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
/** An attribute's value; '' for one rendered bare (Preact writes an empty value so). */
const inputAttr = (html: string, id: string, name: string) => {
  const match = new RegExp(
    `<input(?=[^>]*\\sid="${id}")[^>]*\\s${name}(?:="([^"]*)")?[\\s/>]`,
  ).exec(html);
  return match ? (match[1] ?? '') : undefined;
};
/** The message under a field: its error paragraph, announced. */
const errorText = (html: string, id: string) =>
  new RegExp(`<p id="${id}-error"(?=[^>]*\\srole="alert")[^>]*>([^<]*)</p>`).exec(html)?.[1];
const legends = (html: string) =>
  [...html.matchAll(/<legend[^>]*>([^<]*)<\/legend>/g)].map((m) => m[1]);

describe('the fit and measurements group', () => {
  it('offers a measurement for each of the category’s spec fields alone, with its unit', () => {
    const html = render({ product: { category: 'nutrition', fit: null } });
    expect(labelFor(html, 't-measured-weight')).toBe('Weight (g)');
    expect(labelFor(html, 't-measured-volume')).toBe('Volume (L)');
    expect(html).not.toContain('t-measured-length');
    expect(html).not.toContain('t-measured-battery');
    const tech = render({ product: { category: 'tech', fit: null } });
    for (const key of ['weight', 'length', 'width', 'height', 'battery', 'runtime']) {
      expect(tech).toContain(`id="t-measured-${key}"`);
    }
    expect(tech).not.toContain('t-measured-volume');
    expect(inputAttr(tech, 't-measured-weight', 'inputmode')).toBe('decimal');
  });

  it('asks size, fit and benchmark of sized gear only', () => {
    const plain = render({ product: { category: 'training', fit: null } });
    expect(plain).not.toContain('t-size-worn');
    expect(plain).not.toContain('t-benchmark');
    expect(legends(plain)).toEqual(['Fit and measurements']);

    const gloves = render({ product: { category: 'training', fit: fitOf('gloves') } });
    expect(labelFor(gloves, 't-size-worn')).toBe('Size worn');
    expect(labelFor(gloves, 't-benchmark')).toBe('Your usual size in another product');
    expect(legends(gloves)).toEqual(['Fit and measurements', 'How does it fit?']);
    // The verdicts are one radio group, "Not said" first and chosen.
    const radios = [...gloves.matchAll(/<input type="radio" name="t-fit"[^>]*>([^<]*)</g)];
    expect(radios.map((r) => r[1])).toEqual([
      'Not said',
      'Runs small',
      'True to size',
      'Runs large',
    ]);
    expect(radios[0]![0]).toMatch(/\schecked/);
  });

  it('asks width of footwear alone', () => {
    const boots = render({ product: { category: 'deployment', fit: fitOf('footwear') } });
    expect(legends(boots)).toEqual(['Fit and measurements', 'How does it fit?', 'Width']);
    expect(boots).toContain('>Narrow<');
    expect(boots).toContain('>Wide<');
    const pack = render({ product: { category: 'deployment', fit: fitOf('pack') } });
    expect(legends(pack)).not.toContain('Width');
  });

  it('is closed at first, and open when an edit holds something of it', () => {
    const product: FitProduct = { category: 'nutrition', fit: null };
    const blank = render({ product });
    expect(blank).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Fit and measurements/);
    expect(blank).toMatch(/<fieldset id="[^"]*" hidden/);
    const edit = render({ product, values: fitValuesOf({ measured: { weight: 900 } }) });
    expect(edit).toMatch(/aria-expanded="true"/);
    expect(edit).not.toMatch(/<fieldset id="[^"]*" hidden/);
  });

  it('shows an edit’s stored values in the reader’s units', () => {
    const product: FitProduct = { category: 'deployment', fit: fitOf('footwear') };
    const values = fitValuesOf({
      measured: { weight: 70.87380781, waterResistance: 30.48 },
      sizeWorn: '10.5',
      fit: 'small',
      width: 'wide',
    });
    const imperial = render({ product, values, system: 'imperial' });
    expect(labelFor(imperial, 't-measured-weight')).toBe('Weight (oz)');
    expect(inputAttr(imperial, 't-measured-weight', 'value')).toBe('2.5');
    expect(labelFor(imperial, 't-measured-waterResistance')).toBe('Water resistance (ft)');
    expect(inputAttr(imperial, 't-measured-waterResistance', 'value')).toBe('100');
    expect(inputAttr(imperial, 't-measured-volume', 'value')).toBe('');
    expect(imperial).toMatch(/<input type="radio" name="t-fit"[^>]*\schecked[^>]*>Runs small</);
    expect(imperial).toMatch(/<input type="radio" name="t-width"[^>]*\schecked[^>]*>Wide</);
    const metric = render({ product, values, system: 'metric' });
    expect(inputAttr(metric, 't-measured-weight', 'value')).toBe('71');
  });

  it('shows a bad value’s shared message verbatim under its field, and opens for it', async () => {
    const product: FitProduct = { category: 'deployment', fit: fitOf('pack') };
    // Typed by an imperial reader: 7,200 oz is past the field's 200 kg.
    const typed: FitValues = {
      measured: { weight: typedToBase('weight', '7200', 'imperial') },
      benchmark: 'x'.repeat(61),
    };
    const { errors } = await zodResolver(z.object(fitAndMeasuresInput))(typed, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const html = render({ product, system: 'imperial', errors: errors as FieldErrors<FitValues> });
    expect(html).toMatch(/aria-expanded="true"/);
    expect(errorText(html, 't-measured-weight')).toBe('Weight must be between 1 and 200,000 g');
    expect(inputAttr(html, 't-measured-weight', 'aria-invalid')).toBe('true');
    expect(inputAttr(html, 't-measured-weight', 'aria-describedby')).toBe(
      't-measured-hint t-measured-weight-error',
    );
    expect(errorText(html, 't-benchmark')).toBe(FIT_MSG.benchmark);
    expect(inputAttr(html, 't-benchmark', 'aria-describedby')).toBe('t-benchmark-error');
  });

  it('is off while the form is sent', () => {
    const html = render({ product: { category: 'nutrition', fit: null }, disabled: true });
    expect(html).toMatch(/<fieldset id="[^"]*" hidden disabled/);
  });
});
