import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Byline } from './answer-item';

// A question's or answer's byline as the page first paints it; opening the history is the e2e
// tier's (questions.spec.ts).
const author = { id: 'u1', name: 'Old Hand', branch: null, verification: null };
const render = (editedAt: string | null) =>
  renderToStaticMarkup(
    <Byline
      author={author}
      createdAt="2026-11-01T10:00:00.000Z"
      editedAt={editedAt}
      onHistory={() => undefined}
    />,
  );

describe('a byline', () => {
  it('offers an edited one’s earlier versions as a button that opens a dialog', () => {
    expect(render('2026-11-02T10:00:00.000Z')).toMatch(
      /<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Edited · earlier versions<\/button>/,
    );
  });

  it('offers nothing for one never edited', () => {
    const html = render(null);
    expect(html).toContain('Old Hand');
    expect(html).not.toContain('<button');
  });
});
