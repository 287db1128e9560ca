import type { UseMutationOptions } from '@tanstack/react-query';

/** The toast a failed mutation shows. */
export interface ErrorToast {
  title: string;
  description?: string;
}

/**
 * How a failed mutation is told, read by the one handler that shows it (app/query-client.ts):
 * under `errorTitle` with the error's message below (or `errorFallback`, when it has none), or
 * in the words `errorToast` picks from the failure and the input, where `null` means no toast.
 * With neither, the title is 'Error'. A screen never shows a failure toast itself.
 */
export type MutationMeta = {
  errorTitle?: string;
  errorFallback?: string;
  // A method, so a feature's hook may name its own input's type.
  errorToast?(error: Error, variables: unknown): ErrorToast | null;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * For a mutation whose failure is no toast: the screen says it in its own place (a panel's
 * message), or, as the notification settings' save has always done, the form stays as it was.
 */
export const noErrorToast: MutationMeta = { errorToast: () => null };

/**
 * What a screen adds to one of its feature's mutation hooks: its own words and state once the
 * change is made or refused. What the change makes stale is the hook's.
 */
export type ScreenPart<TData = unknown, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
