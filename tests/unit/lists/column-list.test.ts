import { describe, expect, it } from 'vitest';
import { buildColumnListQuery, type ColumnList } from '../../../src/server/lists/column-list';
import { SqlParams } from '../../../src/server/resources/sql-params';

const LIST: ColumnList = {
  columns: {
    login: { sql: 'u.login', type: 'text', filters: ['', '_like'], sortable: true },
    role: { sql: 'u.role', type: ['admin', 'user'], filters: [''] },
    locked: { sql: 'u.locked', type: 'boolean', filters: [''], sortable: true },
    seen: { sql: 'u.seen', type: 'dateTime', filters: ['_gte', '_lte'] },
  },
  search: ['login'],
  defaultSort: [{ field: 'login', direction: 'ASC' }],
  tiebreaker: 'u.id',
};

function build(query: Record<string, string | string[]>, own: string[] = []) {
  const params = new SqlParams();
  return { ...buildColumnListQuery(LIST, query, params, own), values: params.values };
}

const refusal = (query: Record<string, string | string[]>) => {
  try {
    build(query);
  } catch (error) {
    const { code, details } = error as { code: string; details: { fields?: string[]; errors?: { field: string }[] } };
    return { code, named: details.fields ?? details.errors!.map((entry) => entry.field) };
  }
  throw new Error(`${JSON.stringify(query)} was not refused`);
};

describe('a column list (users, tenants, audit log) read from simple-rest parameters', () => {
  it('without parameters is every row in the default order, the tiebreaker last', () => {
    expect(build({})).toMatchObject({ where: 'true', orderBy: 'u.login ASC, u.id ASC', page: { offset: 0 } });
  });

  it('an equality filter repeated is any of its values; values are bound, never SQL text', () => {
    const { where, values } = build({ role: ['admin', 'user'] });
    expect(where).toBe('u.role IN ($1, $2)');
    expect(values).toEqual(['admin', 'user']);
  });

  it('_like is a case-insensitive contains with the pattern characters taken literally', () => {
    expect(build({ login_like: '50%_a' })).toMatchObject({ where: "u.login ILIKE $1 ESCAPE '\\'", values: ['%50\\%\\_a%'] });
  });

  it('q searches the searched columns; a blank q is no filter', () => {
    expect(build({ q: ' Anna ' })).toMatchObject({ where: "(u.login ILIKE $1 ESCAPE '\\')", values: ['%Anna%'] });
    expect(build({ q: '  ' }).where).toBe('true');
  });

  it('flags read true/false and 1/0; times are ISO date-times compared as timestamps', () => {
    expect(build({ locked: '1' }).values).toEqual([true]);
    expect(build({ seen_gte: '2026-01-01T00:00:00Z' }).where).toBe('u.seen >= $1::timestamptz');
  });

  it('sorts by the sortable columns, the tiebreaker in the last direction', () => {
    expect(build({ _sort: 'locked,login', _order: 'desc,desc' }).orderBy).toBe('u.locked DESC, u.login DESC, u.id DESC');
  });

  it('refuses an unknown name, a filter the column does not offer and an unsortable column with UNKNOWN_FIELD naming them', () => {
    expect(refusal({ password: 'x' })).toEqual({ code: 'UNKNOWN_FIELD', named: ['password'] });
    expect(refusal({ locked_like: 'x' })).toEqual({ code: 'UNKNOWN_FIELD', named: ['locked_like'] });
    expect(refusal({ _sort: 'role' })).toEqual({ code: 'UNKNOWN_FIELD', named: ['role'] });
    expect(refusal({ constructor: 'x' })).toEqual({ code: 'UNKNOWN_FIELD', named: ['constructor'] });
  });

  it('refuses a value its column cannot hold with VALIDATION naming the parameter', () => {
    expect(refusal({ role: 'king' })).toEqual({ code: 'VALIDATION', named: ['role'] });
    expect(refusal({ locked: 'yes' })).toEqual({ code: 'VALIDATION', named: ['locked'] });
    expect(refusal({ seen_lte: 'yesterday' })).toEqual({ code: 'VALIDATION', named: ['seen_lte'] });
  });

  it("leaves the route's own parameters to the route", () => {
    expect(build({ tenant: 'X' }, ['tenant']).where).toBe('true');
  });
});
