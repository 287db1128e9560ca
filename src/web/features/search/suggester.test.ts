import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSuggestions } from '@shared/schemas/search';
import { setApiTransport } from '@web/lib/api';
import { createSuggester, SUGGEST_DEBOUNCE_MS, type FetchSuggestions } from './suggester';

const answerFor = (query: string): TSuggestions => ({
  query,
  correctedTo: null,
  products: [],
  categories: [{ id: 'shelter', label: `Shelter (${query})` }],
  questions: [],
});

/** A server the test answers by hand: each request waits until the test settles it. */
function handServer() {
  const asked: {
    q: string;
    signal: AbortSignal;
    answer: (a?: TSuggestions) => void;
    fail: () => void;
  }[] = [];
  const fetcher: FetchSuggestions = (q, signal) =>
    new Promise((resolve, reject) => {
      asked.push({
        q,
        signal,
        answer: (a = answerFor(q)) => resolve(a),
        fail: () => reject(new Error('down')),
      });
    });
  return { asked, fetcher };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setApiTransport((path, init) => fetch(path, init));
});

describe('the suggester', () => {
  it('asks once the typing pauses, for the last term only', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    for (const term of ['ri', 'rip', 'rips', 'ripst']) {
      s.setTerm(term);
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 10);
    }
    expect(asked).toEqual([]);
    expect(s.getState()).toMatchObject({ status: 'loading', term: 'ripst', data: null });
    await vi.advanceTimersByTimeAsync(10);
    expect(asked.map((a) => a.q)).toEqual(['ripst']);
    asked[0]!.answer();
    await settle();
    expect(s.getState()).toEqual({ status: 'ready', term: 'ripst', data: answerFor('ripst') });
  });

  it('aborts the request in flight when the term changes', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    s.setTerm('flash');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.setTerm('flashl');
    expect(asked[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(asked[1]!.signal.aborted).toBe(false);
    s.dispose();
    expect(asked[1]!.signal.aborted).toBe(true);
    // Mounted again (StrictMode does so at once), the same term is asked afresh.
    s.setTerm('flashl');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(asked.map((a) => a.q)).toEqual(['flash', 'flashl', 'flashl']);
  });

  it('never lets an older answer that arrives late replace a newer one', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    s.setTerm('flash');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.setTerm('flashlite');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    // The newer answer first, then the older one, which ignored its abort.
    asked[1]!.answer();
    await settle();
    asked[0]!.answer();
    await settle();
    expect(s.getState()).toEqual({
      status: 'ready',
      term: 'flashlite',
      data: answerFor('flashlite'),
    });
  });

  it('keeps the list on screen while the next term loads, and drops an answer for another term', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    s.setTerm('molle');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    asked[0]!.answer();
    await settle();
    s.setTerm('molle plate');
    expect(s.getState()).toEqual({
      status: 'loading',
      term: 'molle plate',
      data: answerFor('molle'),
    });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    // An answer whose own query is not the term in the box (a stale response) is not shown.
    asked[1]!.answer(answerFor('molle'));
    await settle();
    expect(s.getState()).toMatchObject({ status: 'loading', term: 'molle plate' });
  });

  it('asks nothing below SUGGEST_MIN characters or beyond SUGGEST_MAX, nor for spaces alone', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    for (const term of ['r', ' r  ', '      ', 'x'.repeat(101)]) {
      s.setTerm(term);
      expect(s.getState()).toEqual({ status: 'idle' });
    }
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(asked).toEqual([]);
  });

  it('answers a term it already answered at once, without asking again', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    s.setTerm('rip');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    asked[0]!.answer();
    await settle();
    s.setTerm('ripx');
    s.setTerm('rip ');
    expect(s.getState()).toEqual({ status: 'ready', term: 'rip', data: answerFor('rip') });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(asked).toHaveLength(1);
  });

  it('shows an error for the current term only, not for one superseded', async () => {
    const { asked, fetcher } = handServer();
    const s = createSuggester(fetcher);
    s.setTerm('rip');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.setTerm('ripst');
    asked[0]!.fail();
    await settle();
    expect(s.getState()).toMatchObject({ status: 'loading', term: 'ripst' });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    asked[1]!.fail();
    await settle();
    expect(s.getState()).toEqual({ status: 'error', term: 'ripst', data: null });
  });

  it('asks GET /api/search/suggest with the trimmed term, through the api client', async () => {
    const sent: { path: string; signal: AbortSignal | null | undefined }[] = [];
    setApiTransport(async (path, init) => {
      sent.push({ path, signal: init.signal });
      return Response.json(answerFor('rip & tear/ü'));
    });
    const s = createSuggester();
    s.setTerm('  rip & tear/ü ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(sent.map((r) => r.path)).toEqual(['/api/search/suggest?q=rip+%26+tear%2F%C3%BC']);
    expect(sent[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(s.getState()).toMatchObject({ status: 'ready', term: 'rip & tear/ü' });
  });
});
