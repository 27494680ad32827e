/** Nearest-rank percentile (p in 0..100) of the samples; with few samples p95 is the slowest. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const median = (samples: number[]) => percentile(samples, 50);

/** Wall time of one call in milliseconds, with its result. */
export async function timeIt<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}
