import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Sonner (6 KB gzip) stays out of the first visit: the toaster mounts at the visitor's first
 * key or pointer press, so its live region is in the page before any toast an action raises,
 * and at the latest with the first toast itself (a greeting on load).
 */
let mounted = false;
const listeners = new Set<() => void>();
let sonner: Promise<{ toast: typeof sonnerToast }> | undefined;

function mountToaster() {
  if (mounted) return;
  mounted = true;
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  for (const event of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(event, mountToaster, { once: true, capture: true, passive: true });
  }
}

export function useToasterMounted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => mounted,
    () => false,
  );
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) => {
  mountToaster();
  sonner ??= import('sonner');
  // Sonner hands a toast raised before its toaster subscribed to the toaster when it does.
  void sonner.then(({ toast }) => toast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
