import { describe, expect, it } from 'vitest';
import { EVERY_INTERFACE, listenHost, LOOPBACK, networkHint, type HostInputs } from '../../../src/server/listen-host';

const postgres: HostInputs = { engine: 'postgres', demoRequested: false, demoUsersExist: false };

describe('the host the server listens on', () => {
  it('is loopback for the embedded database, which always has the demo logins', () => {
    expect(listenHost({ ...postgres, engine: 'pglite' })).toBe(LOOPBACK);
  });

  it('is loopback on PostgreSQL with DEMO=1', () => {
    expect(listenHost({ ...postgres, demoRequested: true })).toBe(LOOPBACK);
  });

  it('is loopback on PostgreSQL whose database still holds demo users from an earlier demo start', () => {
    expect(listenHost({ ...postgres, demoUsersExist: true })).toBe(LOOPBACK);
  });

  it('is every interface only on PostgreSQL without demo data', () => {
    expect(listenHost(postgres)).toBe(EVERY_INTERFACE);
  });

  it('is what HOST says, whatever the database', () => {
    expect(listenHost({ ...postgres, engine: 'pglite', host: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ ...postgres, host: '127.0.0.1' })).toBe('127.0.0.1');
    expect(listenHost({ ...postgres, demoRequested: true, host: '10.0.0.5' })).toBe('10.0.0.5');
  });

  it('an empty HOST counts as unset', () => {
    expect(listenHost({ ...postgres, engine: 'pglite', host: '' })).toBe(LOOPBACK);
  });
});

describe('the start-up line', () => {
  it('says how to open a loopback server to the network, and to change the demo passwords first', () => {
    expect(networkHint(LOOPBACK, true)).toMatch(/only this machine.*HOST=0\.0\.0\.0.*demo passwords/);
    expect(networkHint(LOOPBACK, false)).not.toMatch(/demo/);
  });

  it('says how to keep a server on every interface to this machine', () => {
    expect(networkHint(EVERY_INTERFACE, false)).toMatch(/every network interface.*HOST=127\.0\.0\.1/);
  });
});
