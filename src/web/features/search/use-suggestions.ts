import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSuggester, type SuggestState } from './suggester';

/** The suggestions for the box's term, asked as suggester.ts asks (debounced, latest wins). */
export function useSuggestions(term: string): SuggestState {
  const [suggester] = useState(() => createSuggester());
  useEffect(() => suggester.setTerm(term), [suggester, term]);
  // Unmounting stops the request in flight; StrictMode's remount then asks again.
  useEffect(() => suggester.dispose, [suggester]);
  return useSyncExternalStore(suggester.subscribe, suggester.getState, suggester.getState);
}
