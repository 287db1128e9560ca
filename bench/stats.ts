// Small helpers shared by the benchmark sections: percentiles, units and plain-text tables.

/** Nearest-rank percentile: always a value that was really measured, never an interpolation. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** A sample's size and the percentiles the tables print. */
export interface Spread {
  n: number;
  p50: number;
  p90: number;
  p99: number;
}

export const spread = (samples: readonly number[]): Spread => ({
  n: samples.length,
  p50: percentile(samples, 50),
  p90: percentile(samples, 90),
  p99: percentile(samples, 99),
});

/** The summary's verdict on a figure against its aim. */
export const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '-';
}

export function bytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(2)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}

export function seconds(fromMs: number): string {
  return `${((performance.now() - fromMs) / 1000).toFixed(1)} s`;
}

/** Right-aligns columns whose every body cell looks numeric, so figures line up. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) =>
    rows.every((r) => /^[-\d.,\s]+(ms|KB|MB|B|%)?$|^-$/.test(r[i] ?? '')),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function heading(title: string): void {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 76 - title.length))}`);
}

/** A spread's n, p50, p90 and p99, as the benches' tables print them. */
export const spreadCells = (s: Spread) => [String(s.n), ms(s.p50), ms(s.p90), ms(s.p99)];
