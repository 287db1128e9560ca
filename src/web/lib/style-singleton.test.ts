import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stylesheetSingleton } from './style-singleton';

// The unit tier has no DOM: a document with adoptedStyleSheets and a CSSStyleSheet that keeps
// its text are all the singleton touches, and neither is a <style> element the CSP could refuse.
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}
const fakeDocument = { adoptedStyleSheets: [] as FakeSheet[] };
const globals = globalThis as unknown as Record<string, unknown>;

beforeEach(() => {
  fakeDocument.adoptedStyleSheets = [];
  globals.CSSStyleSheet = FakeSheet;
  globals.document = fakeDocument;
});
afterEach(() => {
  delete globals.CSSStyleSheet;
  delete globals.document;
});

describe('stylesheetSingleton', () => {
  it('adopts one sheet for its first user and lets it go with its last', () => {
    const sheet = stylesheetSingleton();
    sheet.add('body { overflow: hidden }');
    sheet.add('ignored: the first rules stand');
    expect(fakeDocument.adoptedStyleSheets.map((s) => s.text)).toEqual([
      'body { overflow: hidden }',
    ]);
    sheet.remove();
    expect(fakeDocument.adoptedStyleSheets).toHaveLength(1);
    sheet.remove();
    expect(fakeDocument.adoptedStyleSheets).toHaveLength(0);
  });

  it("leaves the document's other adopted sheets alone", () => {
    const other = new FakeSheet();
    fakeDocument.adoptedStyleSheets = [other];
    const sheet = stylesheetSingleton();
    sheet.add('a {}');
    sheet.remove();
    expect(fakeDocument.adoptedStyleSheets).toEqual([other]);
  });
});
