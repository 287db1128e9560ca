import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MODERATOR_NOTE_MAX } from '@shared/schemas/reviews';
import { Dialog } from '@web/components/ui/dialog';
import { RejectNoteForm } from './reject-dialog';

// The dialog's content is portalled, which a server render leaves out: the form inside it is
// rendered on its own (within a dialog, for its Cancel). How it behaves is the e2e tier's.
const render = (busy: boolean) =>
  renderToStaticMarkup(
    <Dialog open>
      <RejectNoteForm busy={busy} onReject={() => undefined} />
    </Dialog>,
  );

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('the note to a rejected review’s author', () => {
  it('is a labelled, optional field described by its count against the limit', () => {
    const html = render(false);
    const id = attr(html, 'textarea', 'id');
    expect(id).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>Note to the author \\(optional\\)<`),
    );
    expect(attr(html, 'textarea', 'aria-invalid')).toBe('false');
    const countId = attr(html, 'textarea', 'aria-describedby');
    expect(html).toMatch(
      new RegExp(`id="${countId}"[^>]*>0/${MODERATOR_NOTE_MAX}<span class="sr-only"> characters`),
    );
    // Over the limit is the schema's message on sending, not a cut-off paste.
    expect(attr(html, 'textarea', 'maxlength')).toBeUndefined();
  });

  it('offers Cancel and Reject review, the latter off and saying so while busy', () => {
    expect(render(false)).toMatch(/>Cancel<\/button><button[^>]*type="submit"[^>]*>Reject review</);
    const busy = render(true);
    expect(busy).toMatch(
      /<button(?=[^>]*\stype="submit")(?=[^>]*\sdisabled[\s=>])[^>]*>Rejecting\.\.\.</,
    );
  });
});
