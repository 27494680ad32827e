import { authStore } from '../auth/authStore';

/** How long an early answer stands in for the page's own request: the page opens right after, or not at all. */
const FRESH_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<unknown>; taken: boolean }>();
const slot = (request: string) => {
  const { user, tenant } = authStore.get();
  return `${tenant ?? ''}\u0000${user.login}\u0000${request}`;
};
const fresh = (entry: { at: number } | undefined) => entry !== undefined && Date.now() - entry.at < FRESH_MS;

/**
 * Sends a request a page will make before the page is there (its code still loading), unless one for the
 * same tenant, user and request was sent within FRESH_MS: waiting, or already taken by the page (a second
 * preload of the same page, e.g. its route guard's after the start's, must not ask again).
 */
export function askEarly(request: string, send: () => Promise<unknown>): void {
  if (fresh(early.get(slot(request)))) return;
  const answer = send();
  // Taken or not, a refusal must not surface as an unhandled rejection; the page asks again then.
  answer.catch(() => undefined);
  early.set(slot(request), { at: Date.now(), answer, taken: false });
}

/** The early answer to `request` of this tenant and user if fresh and not taken yet (once), else undefined: the caller asks itself. */
export function takeEarly<T>(request: string): Promise<T> | undefined {
  const entry = early.get(slot(request));
  if (!entry || entry.taken || !fresh(entry)) return undefined;
  entry.taken = true;
  return entry.answer as Promise<T>;
}
