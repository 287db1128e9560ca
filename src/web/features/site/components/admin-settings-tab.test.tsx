import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FLAG_HIDE_THRESHOLD_MAX, FLAG_HIDE_THRESHOLD_MIN } from '@shared/limits';
import { SETTING_FIELDS } from '@shared/schemas/site-settings';
import type { TAdminSetting } from '@shared/schemas/site-settings';
import { ValueSetting } from './admin-settings-tab';

// A server render shows the field as the page first paints it; typing and saving are the e2e
// tier's (e2e/admin.spec.ts).
const render = (setting: TAdminSetting) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ValueSetting setting={setting} />
    </QueryClientProvider>,
  );

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`, 'i').exec(html)?.[1];

describe('the site settings’ fields', () => {
  it('shows the flag threshold as a labelled number field within its bounds, described by its rule', () => {
    const html = render({ key: 'flag_hide_threshold', value: '5', updatedAt: null });
    const id = attr(html, 'input', 'id');
    expect(html).toMatch(
      new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>Flag weight that hides a review</label>`),
    );
    expect(attr(html, 'input', 'type')).toBe('number');
    expect(attr(html, 'input', 'inputmode')).toBe('decimal');
    expect(attr(html, 'input', 'min')).toBe(String(FLAG_HIDE_THRESHOLD_MIN));
    expect(attr(html, 'input', 'max')).toBe(String(FLAG_HIDE_THRESHOLD_MAX));
    expect(attr(html, 'input', 'step')).toBe('0.01');
    expect(attr(html, 'input', 'value')).toBe('5');
    const hint = attr(html, 'input', 'aria-describedby');
    const field = SETTING_FIELDS.flag_hide_threshold;
    if (field.kind !== 'number') throw new Error('the threshold is a number setting');
    expect(html).toContain(
      `<p id="${hint}" class="text-xs text-muted-foreground">${field.hint}</p>`,
    );
    expect(html).not.toMatch(/\d+\/\d+<\/span>/);
  });

  it('shows a stored value out of bounds as invalid, with the rule’s message', () => {
    const html = render({ key: 'flag_hide_threshold', value: '0.5', updatedAt: null });
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(html).toContain(
      'Flag weight that hides a review must be a number from 1 to 100, with at most 2 decimals',
    );
  });

  it('keeps a text setting a text field with its count against the limit', () => {
    const html = render({ key: 'homepage_banner_text', value: 'Hello', updatedAt: null });
    expect(attr(html, 'input', 'type')).toBeUndefined();
    expect(html).toContain('5/200</span>');
  });
});
