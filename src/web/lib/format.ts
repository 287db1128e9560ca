const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (price: number) => usd.format(price);
export const oneDecimal = (n: number) => n.toFixed(1);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "December 4, 2026", the day in UTC: the same on the server that drew the page and in any
 * reader's browser. Not \`Intl\`: a page's first date format costs a throttled phone 60 ms or
 * more, all of it inside hydration (issue 46).
 */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
