import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, and merges nothing: tailwind-merge cost a slow phone ~30 ms at its first
 * call and 8 KB gzip of every first visit (issue 46). So no call may pass two utilities that
 * set the same property under the same variants, and a component lets a caller change its own
 * classes through a prop instead. In development and tests `cn` holds every call to that
 * against tailwind-merge; the build leaves the check, and tailwind-merge with it, out.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  if (import.meta.env.DEV) assertNoConflict(joined);
  return joined;
}

/** Throws when tailwind-merge would drop a class, naming it and the later class that wins. */
function assertNoConflict(joined: string): void {
  const classes = joined.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(joined).split(' '));
  const lost = classes.filter((c) => !kept.has(c));
  if (lost.length === 0) return;
  const named = lost.map((loser) => {
    const later = classes.slice(classes.indexOf(loser) + 1);
    const winner = later.find((c) => twMerge(loser, c) === c);
    return winner ? `${loser} (overridden by ${winner})` : loser;
  });
  throw new Error(`cn: conflicting Tailwind classes ${named.join(', ')} in "${joined}"`);
}
