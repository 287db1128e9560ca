// Low-data mode (issue 51): the smallest picture of each product, videos and related gear only
// when asked for, and what lies below the fold only when the reader gets there. The reader's
// choice is a cookie, so the server draws a page for it before any script runs; without a
// choice, the browser's data saver decides (the `Save-Data: on` header the server reads, and
// `navigator.connection.saveData`, which the browser reads from the same setting).

export const LOW_DATA_COOKIE = 'br.low-data';
const CHOICE = /(?:^|;\s*)br\.low-data=([01])(?:;|$)/;
/** A choice is kept for a year, like the theme's. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/** On when the reader chose it, off when they chose not to, else as the data saver says. */
export function lowDataOf(cookieHeader: string | undefined, saveData: boolean): boolean {
  const choice = CHOICE.exec(cookieHeader ?? '')?.[1];
  return choice ? choice === '1' : saveData;
}

/** The `Set-Cookie` value (or `document.cookie` assignment) that keeps a choice. */
export function lowDataCookie(on: boolean, secure: boolean): string {
  return `${LOW_DATA_COOKIE}=${on ? 1 : 0}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}
