/** What `clients` clients in a closed loop got done in the measured window. */
export interface LoadResult {
  /** Wall times (ms) of the requests started in the window and answered. */
  latencies: number[];
  /** The same wall times per kind, for requests that named their kind (the request's resolved value). */
  byKind: Record<string, number[]>;
  /** Requests started in the window that failed: after how long, and why. */
  failures: string[];
  /** The same failures counted by HTTP status (an error's `status`), or `no answer` when none came. */
  failedByStatus: Record<string, number>;
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

const statusOf = (error: unknown) => String((error as { status?: number }).status ?? 'no answer');

/**
 * `clients` loops each sending the next request as soon as the last one is answered, for the warm-up and
 * then the measured window; only requests started in the window count. A failed request is counted and
 * the loop goes on: a server that drops requests under load shows in the failures, not as an abort.
 * `request` gets the client's index (0 … clients - 1) and may resolve to the kind of request it sent.
 */
export async function closedLoop(clients: number, timing: LoadTiming, request: (client: number) => Promise<string | void>): Promise<LoadResult> {
  const windowStart = performance.now() + timing.warmupMs;
  const windowEnd = windowStart + timing.durationMs;
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  const failures: string[] = [];
  const failedByStatus: Record<string, number> = {};
  let lastEnd = windowStart;
  const client = async (index: number) => {
    for (let started = performance.now(); started < windowEnd; started = performance.now()) {
      let failure: unknown;
      let kind: string | void = undefined;
      try {
        kind = await request(index);
      } catch (error) {
        failure = error ?? new Error('failed');
      }
      const ended = performance.now();
      if (started < windowStart) continue;
      lastEnd = Math.max(lastEnd, ended);
      if (failure) {
        failures.push(`${Math.round(ended - started)} ms: ${reason(failure)}`);
        failedByStatus[statusOf(failure)] = (failedByStatus[statusOf(failure)] ?? 0) + 1;
        continue;
      }
      latencies.push(ended - started);
      if (kind) (byKind[kind] ??= []).push(ended - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const seconds = (lastEnd - windowStart) / 1000;
  return { latencies, byKind, failures, failedByStatus, perSecond: seconds > 0 ? latencies.length / seconds : 0 };
}
