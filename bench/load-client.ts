import { Random } from '../src/server/seed/prng';
import { ApiClient } from './api-client';
import { closedLoop, type LoadResult, type LoadTiming } from './closed-loop';
import { loadKinds, pickKind, type LoadData } from './load-mix';

/** What the bench sends the load process: where the API is, who the users are, what they work on and for how long. */
export interface LoadOrder {
  baseUrl: string;
  tenant: string;
  logins: string[];
  password: string;
  data: LoadData;
  timing: LoadTiming;
}

/** What the load process answers: `loggedIn` once every user has logged in (the warm-up starts), then the result. */
export type LoadMessage = { type: 'loggedIn'; ms: number } | { type: 'result'; result: LoadResult } | { type: 'failed'; message: string };

/**
 * The simulated users of the load scenario, in a process of their own (started by bench/measures/load.ts),
 * so that their HTTP work does not share the event loop whose delay the bench measures in the server. Each
 * user logs in once, then sends the mix of load-mix.ts in a closed loop.
 */
async function run(order: LoadOrder): Promise<LoadResult> {
  const started = performance.now();
  const users = order.logins.map(() => new ApiClient(order.baseUrl, order.tenant));
  await Promise.all(users.map((user, index) => user.logIn(order.logins[index], order.password)));
  process.send!({ type: 'loggedIn', ms: performance.now() - started } satisfies LoadMessage);
  const kinds = loadKinds(order.data);
  const randoms = users.map((_, index) => new Random('bench-load', index));
  return closedLoop(users.length, order.timing, async (user) => {
    const kind = pickKind(kinds, randoms[user]);
    await kind.send(users[user], randoms[user], user);
    return kind.name;
  });
}

process.once('message', (order: LoadOrder) => {
  run(order).then(
    (result) => process.send!({ type: 'result', result } satisfies LoadMessage, () => process.exit(0)),
    (error: Error) => process.send!({ type: 'failed', message: error.message } satisfies LoadMessage, () => process.exit(1)),
  );
});
