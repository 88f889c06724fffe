/** Nearest-rank percentiles of timings, and the garbage collection the bench forces between phases. */

export interface Stats {
  n: number;
  min: number;
  median: number;
  p99: number;
  max: number;
}

const rank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, min: sorted[0] ?? Number.NaN, median: rank(sorted, 0.5), p99: rank(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export const median = (values: number[]): number => stats(values).median;

/** A full collection when the process runs with --expose-gc (npm run bench does). */
export const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

export const ms = (v: number): string => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : 'never');
export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
export const ratio = (a: number, b: number): string => (a / b).toFixed(2);
