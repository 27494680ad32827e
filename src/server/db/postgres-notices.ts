import pg from 'pg';

/** The listening connection's application_name, so an operator can tell it in pg_stat_activity. */
export const NOTICES_APPLICATION = 'fuel-portal notices';
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

interface Listener {
  onNotice: () => void;
  onLive: (live: boolean) => void;
}

/**
 * NOTIFY on PostgreSQL (Db.listen). A connection of its own listens for the notices of every node and
 * connects again when lost; until it listens again its listeners are told they may miss notices. Every pooled
 * connection listens as well: PostgreSQL hands a connection its own notices before the answer to the
 * statement or COMMIT that sent them, so this node hears of its own change before it answers the request.
 */
export class PostgresNotices {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #pooled = new WeakMap<pg.ClientBase, Set<string>>();
  #client: pg.Client | undefined;
  #opening: Promise<void> | undefined;
  #retry: NodeJS.Timeout | undefined;
  #live = false;
  #closed = false;

  constructor(private readonly connectionString: string) {}

  /** Makes a pooled connection listen on every channel before it runs anything. */
  async prepare(client: pg.ClientBase): Promise<void> {
    if (this.#listeners.size === 0) return;
    let channels = this.#pooled.get(client);
    if (!channels) {
      channels = new Set();
      this.#pooled.set(client, channels);
      client.on('notification', (message) => this.#deliver(message.channel));
    }
    for (const channel of this.#listeners.keys()) {
      if (channels.has(channel)) continue;
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      channels.add(channel);
    }
  }

  async listen(channel: string, onNotice: () => void, onLive: (live: boolean) => void): Promise<() => Promise<void>> {
    const listener = { onNotice, onLive };
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners.add(listener));
    if (this.#client) await this.#client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => this.#lost(this.#client));
    else await this.#open();
    onLive(this.#live);
    return async () => {
      listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#opening;
    await this.#client?.end();
  }

  #open(): Promise<void> {
    this.#opening ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, application_name: NOTICES_APPLICATION });
      client.on('notification', (message) => this.#deliver(message.channel));
      client.on('error', () => this.#lost(client));
      client.on('end', () => this.#lost(client));
      try {
        await client.connect();
        for (const channel of this.#listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        this.#client = client;
        this.#setLive(true);
      } catch {
        this.#lost(client);
        await client.end().catch(() => undefined);
      }
    })().finally(() => {
      this.#opening = undefined;
    });
    return this.#opening;
  }

  #lost(client: pg.Client | undefined): void {
    if (this.#closed) return;
    if (client === this.#client) this.#client = undefined;
    this.#setLive(false);
    if (this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      if (!this.#closed && !this.#client) void this.#open();
    }, RECONNECT_MS).unref();
  }

  #setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    for (const listeners of this.#listeners.values()) for (const listener of listeners) listener.onLive(live);
  }

  #deliver(channel: string): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener.onNotice();
  }
}
