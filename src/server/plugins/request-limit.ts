import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';

/** How many API requests a node works on at once, and how many more wait for their turn (README "Running it"). */
export interface RequestLimits {
  concurrent: number;
  queued: number;
  /** Requests one API token may send a minute on a node (token-rate-limit.ts). */
  tokenPerMinute: number;
}

/**
 * Defaults for a small machine (two cores): more requests at once than the database pool has connections,
 * so a request's work in Node overlaps another's SQL, and a queue long enough that a busy office never
 * sees it (env MAX_CONCURRENT_REQUESTS, MAX_QUEUED_REQUESTS); 20 requests a second per API token
 * (env API_TOKEN_RATE_LIMIT), a nightly ERP load's pace with room, far from what it takes to crowd out people.
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = { concurrent: 32, queued: 2_000, tokenPerMinute: 1_200 };

/** Seconds an overloaded node asks a client to wait before it tries again (Retry-After). */
export const OVERLOADED_RETRY_SECONDS = 2;

const whole = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The limits from the environment, each falling back to its default when unset or not a positive integer. */
export function requestLimitsFromEnv(env: NodeJS.ProcessEnv): RequestLimits {
  return {
    concurrent: whole(env.MAX_CONCURRENT_REQUESTS, DEFAULT_REQUEST_LIMITS.concurrent),
    queued: whole(env.MAX_QUEUED_REQUESTS, DEFAULT_REQUEST_LIMITS.queued),
    tokenPerMinute: whole(env.API_TOKEN_RATE_LIMIT, DEFAULT_REQUEST_LIMITS.tokenPerMinute),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API requests being worked on and waiting now (the bench and tests read it). */
    requestGate: { running: () => number; queued: () => number };
  }
}

/** Requests the gate lets through without counting: the client build and its fallback, and the health check. */
const exempt = (request: FastifyRequest, prefix: string) => !request.url.startsWith(`${prefix}/`) || request.routeOptions.url === `${prefix}/health`;

/**
 * At most `concurrent` API requests run at once; the next `queued` wait in arrival order, and any beyond
 * are answered at once with 503 OVERLOADED and Retry-After, so an overloaded node says so instead of
 * letting a request time out. A request leaves the gate when its response is finished or its connection
 * closes, whichever comes first; one whose client went away while it waited is dropped from the queue.
 */
export const requestLimitPlugin = fp(async (app: FastifyInstance, options: { limits: RequestLimits; prefix: string }) => {
  const { limits, prefix } = options;
  let running = 0;
  const queue = new Set<() => void>();
  const next = () => {
    for (const wake of queue) {
      if (running >= limits.concurrent) return;
      queue.delete(wake);
      wake();
    }
  };
  app.decorate('requestGate', { running: () => running, queued: () => queue.size });

  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request, prefix)) return;
    if (running >= limits.concurrent && queue.size >= limits.queued) throw errors.overloaded(OVERLOADED_RETRY_SECONDS);
    let state: 'waiting' | 'running' | 'gone' = 'waiting';
    const start = () => {
      state = 'running';
      running += 1;
    };
    let wake = start;
    reply.raw.once('close', () => {
      const was = state;
      state = 'gone';
      if (was === 'running') {
        running -= 1;
        next();
      } else if (was === 'waiting') {
        queue.delete(wake);
        wake();
      }
    });
    if (running < limits.concurrent && queue.size === 0) return start();
    const admitted = await new Promise<boolean>((resolve) => {
      wake = () => {
        if (state === 'waiting') start();
        resolve(state === 'running');
      };
      queue.add(wake);
    });
    // The client went away while the request waited: nothing to answer, no work to do.
    if (!admitted) throw errors.overloaded(OVERLOADED_RETRY_SECONDS);
  });
});
