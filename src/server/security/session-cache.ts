/**
 * The channel the database notifies when anything a session check reads may have changed: a user, their
 * tenants, a tenant, or a session's tokens revoked, used or deleted (the triggers of migration 21).
 */
export const SESSION_CHANGE_CHANNEL = 'session_change';

/** Longest a checked session is taken from memory, even with every notice arriving. */
const ENTRY_MS = 60_000;
/** Sessions kept at most; beyond, the oldest goes. */
const MAX_ENTRIES = 10_000;

/**
 * The node's memory of session checks that passed, so a request of a live session costs no statement. Any
 * change the database notifies on SESSION_CHANGE_CHANNEL empties it, this node's own before the change is
 * answered (Db.listen): a logout, a lock or a revoked token ends the session's access at once. Nothing is
 * kept while notices may be missed, nor a check read before a change that arrived while it ran.
 */
export class SessionCache<T> {
  readonly #entries = new Map<string, { value: T; until: number }>();
  #generation = 0;
  #live = false;

  /** The value of `key` from memory, or `load`'s, kept until `until` (epoch ms) at the latest when `keep` says so. */
  async read(key: string, until: number, load: () => Promise<T | undefined>, keep: (value: T) => boolean): Promise<T | undefined> {
    const entry = this.#entries.get(key);
    if (entry && entry.until > Date.now()) return entry.value;
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined && this.#live && generation === this.#generation && keep(value)) {
      this.#entries.delete(key);
      this.#entries.set(key, { value, until: Math.min(until, Date.now() + ENTRY_MS) });
      if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Whether notices arrive; while they may not, nothing is kept. */
  setLive(live: boolean): void {
    this.clear();
    this.#live = live;
  }
}
