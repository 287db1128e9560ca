import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '@web/lib/api';
import { pendingReportsQuery, pendingReviewsQuery, setReportStatus, setReviewStatus } from './api';

/** Records each request the web client makes and answers it with `{ ok: true }`. */
function recordRequests() {
  const sent: { path: string; method?: string; body: unknown }[] = [];
  setApiTransport(async (path, init) => {
    sent.push({ path, method: init.method, body: JSON.parse(String(init.body)) });
    return Response.json({ ok: true });
  });
  return sent;
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('setReviewStatus', () => {
  it('sends the moderator’s note with a rejection when there is one', async () => {
    const sent = recordRequests();
    await setReviewStatus('r-1', 'reject', {
      note: 'Please keep to the product.',
      reason: 'off_topic',
    });
    expect(sent).toEqual([
      {
        path: '/api/admin/reviews/r-1/reject',
        method: 'POST',
        body: { note: 'Please keep to the product.', reason: 'off_topic' },
      },
    ]);
  });

  it('sends an empty body without a note, as approving and the flags tab do', async () => {
    const sent = recordRequests();
    await setReviewStatus('r-1', 'approve');
    await setReviewStatus('r-2', 'reject', undefined);
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/reviews/r-1/approve', {}],
      ['/api/admin/reviews/r-2/reject', {}],
    ]);
  });
});

describe('the pending field reports (issue 30)', () => {
  it('sit under the pending reviews’ key, so what reloads the queue reloads them', () => {
    const queue = pendingReviewsQuery().queryKey;
    expect(pendingReportsQuery().queryKey.slice(0, queue.length)).toEqual(queue);
  });

  it('are decided at their own path, with the note only when there is one', async () => {
    const sent = recordRequests();
    await setReportStatus('f-1', 'reject', { note: 'Say what failed.' });
    await setReportStatus('f-2', 'approve');
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/reports/f-1/reject', { note: 'Say what failed.' }],
      ['/api/admin/reports/f-2/approve', {}],
    ]);
  });
});
