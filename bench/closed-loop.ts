/** What `clients` clients in a closed loop got done in the measured window. */
export interface LoadResult {
  /** Wall times (ms) of the requests started in the window and answered. */
  latencies: number[];
  /** Requests started in the window that failed: after how long, and why. */
  failures: string[];
  /** Answered requests per second: those started in the window over the time until the last of them ended. */
  perSecond: number;
}

export interface LoadTiming {
  warmupMs: number;
  durationMs: number;
}

const reason = (error: unknown) => {
  const cause = (error as Error & { cause?: Error }).cause;
  return `${(error as Error).message}${cause ? ` (${cause.message})` : ''}`;
};

/**
 * `clients` loops each sending the next request as soon as the last one is answered, for the warm-up and
 * then the measured window; only requests started in the window count. A failed request is counted and
 * the loop goes on: a server that drops requests under load shows in the failures, not as an abort.
 */
export async function closedLoop(clients: number, timing: LoadTiming, request: () => Promise<void>): Promise<LoadResult> {
  const windowStart = performance.now() + timing.warmupMs;
  const windowEnd = windowStart + timing.durationMs;
  const latencies: number[] = [];
  const failures: string[] = [];
  let lastEnd = windowStart;
  const client = async () => {
    for (let started = performance.now(); started < windowEnd; started = performance.now()) {
      let failure: string | undefined;
      try {
        await request();
      } catch (error) {
        failure = reason(error);
      }
      const ended = performance.now();
      if (started < windowStart) continue;
      lastEnd = Math.max(lastEnd, ended);
      if (failure) failures.push(`${Math.round(ended - started)} ms: ${failure}`);
      else latencies.push(ended - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (lastEnd - windowStart) / 1000;
  return { latencies, failures, perSecond: seconds > 0 ? latencies.length / seconds : 0 };
}
