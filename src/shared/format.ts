// Numbers and dates as the site writes them, en-US, without `Intl`: a page's first formatter
// costs a throttled phone 60 ms or more (the locale's data is loaded when one is made), and a
// public page made one or two while it loaded (issue 46). Dates are the day in UTC, so the
// server that drew a page and every reader's browser write the same.

/** "1,234,567": a whole number, thousands grouped with commas. */
export function formatCount(n: number): string {
  const grouped = String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** "1,240.5": a number with the decimals it has, thousands grouped. */
export function formatNumber(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  return `${n < 0 ? '-' : ''}${formatCount(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

/** "$1,234.50": US dollars to the cent. */
export function formatPrice(price: number): string {
  const [whole, cents] = Math.abs(price).toFixed(2).split('.');
  return `${price < 0 ? '-' : ''}$${formatCount(Number(whole))}.${cents}`;
}

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

const dayOf = (date: Date | string) => (typeof date === 'string' ? new Date(date) : date);

/** "December 4, 2026", the day in UTC. */
export function longDate(at: Date | string): string {
  const date = dayOf(at);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Dec 4, 2026", the day in UTC. */
/** "March 2026" from a month as `YYYY-MM` (issue 52's transparency figures). */
export function monthYear(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} ${year}`;
}

export function shortDate(at: Date | string): string {
  const date = dayOf(at);
  return `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
