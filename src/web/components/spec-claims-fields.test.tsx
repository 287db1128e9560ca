import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { SIZED_KINDS } from '@shared/specs';
import { describe, expect, it } from 'vitest';
import { SpecClaimsFields } from '@web/components/spec-claims-fields';
import { claimFieldsFrom, type ClaimFields } from '@web/lib/spec-claims';

// Issue 48: the claims' fields of the product edit dialog and the submit form as a server
// render gives them (how they behave is the e2e tier's; the values they start from and send are
// lib/spec-claims.test.ts's, as a server render leaves an uncontrolled field's value out).

const inputOf = (html: string, id: string) =>
  new RegExp(`<input(?=[^>]*\\sid="${id}")[^>]*>`).exec(html)?.[0] ?? '';
const labelFor = (html: string, id: string) =>
  new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

function Fields({
  category,
  errors,
  sized = 'none',
}: {
  category: string;
  errors?: FieldErrors<ClaimFields>;
  sized?: ClaimFields['sized'];
}) {
  const form = useForm<ClaimFields>({
    defaultValues: { ...claimFieldsFrom({ weight: 1240 }, null, 'imperial'), sized },
    errors,
  });
  return (
    <FormProvider {...form}>
      <SpecClaimsFields prefix="t" category={category} system="imperial" />
    </FormProvider>
  );
}

describe('SpecClaimsFields', () => {
  it("labels each field in the reader's units, typed as a decimal", () => {
    const html = renderToStaticMarkup(<Fields category="deployment" />);
    expect(labelFor(html, 't-specs-weight')).toBe('Weight (oz)');
    expect(labelFor(html, 't-specs-volume')).toBe('Volume (cu in)');
    expect(labelFor(html, 't-specs-waterResistance')).toBe('Water resistance (ft)');
    expect(inputOf(html, 't-specs-weight')).toContain('inputmode="decimal"');
  });

  it('offers every kind of sized gear or none', () => {
    const html = renderToStaticMarkup(<Fields category="tech" />);
    expect(labelFor(html, 't-sized')).toBe('Comes in sizes');
    expect(html).toMatch(/<option selected value="none">No sizes<\/option>/);
    for (const label of Object.values(SIZED_KINDS)) expect(html).toContain(`>${label}</option>`);
    // Tech gear has no volume.
    expect(labelFor(html, 't-specs-battery')).toBe('Battery capacity (mAh)');
    expect(html).not.toContain('t-specs-volume');
  });

  it('asks for a category first, and shows the sized kind chosen', () => {
    const html = renderToStaticMarkup(<Fields category="" sized="footwear" />);
    expect(html).toContain("Choose a category to give the maker's figures.");
    expect(html).not.toContain('t-specs-weight');
    expect(html).toMatch(/<option selected value="footwear">Footwear<\/option>/);
  });

  it("shows a refusal's message word for word under its field, tied to it", () => {
    const message = 'Weight must be between 1 and 200,000 g';
    const html = renderToStaticMarkup(
      <Fields category="training" errors={{ specs: { weight: { type: 'server', message } } }} />,
    );
    const input = inputOf(html, 't-specs-weight');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="t-specs-weight-error"');
    expect(html).toMatch(
      new RegExp(`<p id="t-specs-weight-error"[^>]*role="alert"[^>]*>${message}</p>`),
    );
    expect(inputOf(html, 't-specs-length')).toContain('aria-invalid="false"');
  });
});
