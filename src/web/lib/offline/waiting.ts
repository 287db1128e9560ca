import { useSyncExternalStore } from 'react';

// What the member submitted without a connection and is still waiting to be sent, by what it
// is ("field report"): ./outbox.ts keeps it current, the layout's notice shows it.

let waiting: readonly string[] = [];
const listeners = new Set<() => void>();

export function setWaiting(whats: readonly string[]) {
  waiting = whats;
  for (const listener of listeners) listener();
}

export function useWaiting(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => waiting,
  );
}
