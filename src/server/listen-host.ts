import type { Queryable } from './db/db';
import { DEMO_USERS } from './db/demo-data';
import type { Engine } from './db/open';

export const LOOPBACK = '127.0.0.1';
export const EVERY_INTERFACE = '0.0.0.0';

export interface HostInputs {
  /** The `HOST` variable. */
  host?: string;
  engine: Engine;
  /** `DEMO=1` or `--demo`. */
  demoRequested: boolean;
  /** Demo users found in the database (an earlier start with demo data). */
  demoUsersExist: boolean;
}

/** Whether the published demo logins may work: the embedded database always creates them. */
export function hasDemoLogins(inputs: HostInputs): boolean {
  return inputs.engine === 'pglite' || inputs.demoRequested || inputs.demoUsersExist;
}

/**
 * Where the server listens: `HOST` when set; otherwise loopback while the demo logins (published
 * passwords) may work, every interface only for PostgreSQL without demo data.
 */
export function listenHost(inputs: HostInputs): string {
  if (inputs.host) return inputs.host;
  return hasDemoLogins(inputs) ? LOOPBACK : EVERY_INTERFACE;
}

/**
 * Whether demo users exist (from an earlier start with demo data). The demo system administrator's
 * login is also the default first-administrator login, so only the other demo logins count.
 */
export async function demoUsersExist(db: Queryable, adminLogin: string): Promise<boolean> {
  const logins = DEMO_USERS.map((user) => user.login).filter((login) => login !== adminLogin);
  const { rows } = await db.query('SELECT 1 FROM users WHERE login = ANY($1::text[]) LIMIT 1', [logins]);
  return rows.length > 0;
}

/** The start-up line's hint: how to reach the server from elsewhere, or how to keep it local. */
export function networkHint(host: string, demoUsers: boolean): string {
  if (host === LOOPBACK || host === 'localhost' || host === '::1') {
    return `only this machine can connect; set HOST=${EVERY_INTERFACE} to open it to the network${demoUsers ? ', after changing the demo passwords' : ''}`;
  }
  return host === EVERY_INTERFACE || host === '::'
    ? `reachable on every network interface; set HOST=${LOOPBACK} to keep it to this machine`
    : `listening on interface ${host} only`;
}
