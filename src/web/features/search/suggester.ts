import { SUGGEST_MAX, SUGGEST_MIN } from '@shared/limits';
import type { TSuggestions } from '@shared/schemas/search';
import { api } from '@web/lib/api';

/** A typing pause this long asks the server; faster keys ask nothing in between. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Terms answered this visit, so Backspace over them answers at once. */
const REMEMBERED = 30;

export type SuggestState =
  /** Too short (or too long) to ask about. */
  | { status: 'idle' }
  /** Asked; `data` is the last answer shown, kept on screen until the new one arrives. */
  | { status: 'loading'; term: string; data: TSuggestions | null }
  | { status: 'ready'; term: string; data: TSuggestions }
  | { status: 'error'; term: string; data: null };

export type FetchSuggestions = (q: string, signal: AbortSignal) => Promise<TSuggestions>;

export const fetchSuggestions: FetchSuggestions = (q, signal) =>
  api('GET /api/search/suggest', { query: { q }, signal });

/**
 * The header's requests for suggestions: debounced, the one in flight aborted when the term
 * changes, and an answer shown only while its term is still the one in the box. The term is
 * checked twice — the request's and the answer's own `query` — so an answer that outran its
 * abort, or one for another term, never replaces the newer list.
 */
export function createSuggester(
  fetcher: FetchSuggestions = fetchSuggestions,
  delayMs = SUGGEST_DEBOUNCE_MS,
) {
  let state: SuggestState = { status: 'idle' };
  let current = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  const answers = new Map<string, TSuggestions>();
  const listeners = new Set<() => void>();

  const emit = (next: SuggestState) => {
    state = next;
    for (const l of listeners) l();
  };
  const shown = () => (state.status === 'idle' ? null : state.data);
  const remember = (q: string, data: TSuggestions) => {
    answers.delete(q);
    answers.set(q, data);
    if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
  };

  const ask = async (q: string) => {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const data = await fetcher(q, controller.signal);
      if (q !== current || data.query !== current) return;
      remember(q, data);
      emit({ status: 'ready', term: q, data });
    } catch {
      if (controller.signal.aborted || q !== current) return;
      emit({ status: 'error', term: q, data: null });
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The box's text changed. */
    setTerm(term: string): void {
      const q = term.trim();
      if (q === current) return;
      current = q;
      cancel();
      // Counted as the server's schema counts (UTF-16 units), so no term it would refuse is sent.
      if (q.length < SUGGEST_MIN || q.length > SUGGEST_MAX) return emit({ status: 'idle' });
      const known = answers.get(q);
      if (known) return emit({ status: 'ready', term: q, data: known });
      emit({ status: 'loading', term: q, data: shown() });
      timer = setTimeout(() => void ask(q), delayMs);
    },
    /** Stops asking; a later setTerm asks afresh, even for the same term (StrictMode remounts). */
    dispose() {
      cancel();
      current = '';
    },
  };
}
export type Suggester = ReturnType<typeof createSuggester>;
