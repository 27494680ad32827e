import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_PER_CONNECTION, preparedQuery } from '../../../src/server/db/prepared-statements';

const connection = () => ({}) as pg.ClientBase;

describe('prepared statements', () => {
  it('a statement with parameters runs under a name derived from its text, the same on every connection', () => {
    const first = preparedQuery(connection(), 'SELECT $1::int', [1]);
    const second = preparedQuery(connection(), 'SELECT $1::int', [2]);
    expect(first.name).toMatch(/^p_/);
    expect(second.name).toBe(first.name);
    expect(preparedQuery(connection(), 'SELECT $1::text', ['x']).name).not.toBe(first.name);
  });

  it('a statement without parameters runs unnamed', () => {
    expect(preparedQuery(connection(), 'SELECT 1').name).toBeUndefined();
  });

  it('a connection prepares at most MAX_PREPARED_PER_CONNECTION texts; further texts run unnamed, prepared ones stay named', () => {
    const client = connection();
    const texts = Array.from({ length: MAX_PREPARED_PER_CONNECTION + 1 }, (_, index) => `SELECT $1::int + ${index}`);
    const names = texts.map((text) => preparedQuery(client, text, [1]).name);
    expect(names.slice(0, -1).every(Boolean)).toBe(true);
    expect(names.at(-1)).toBeUndefined();
    expect(preparedQuery(client, texts[0], [1]).name).toBe(names[0]);
  });
});
