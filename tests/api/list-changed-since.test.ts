import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { plantRecord } from './samples';

/** `changedSince` on a registry list: the records saved at or after an instant (updated_at), with every other filter. */
const server = useTestServer();
const TENANT = 'CHANGED_SINCE';
let token: string;

// Instants far from today, so a save made by the test itself always lies after them.
const OLD = '2001-01-01T00:00:00Z';
const SINCE = '2001-06-01T00:00:00Z';
const NEWER = '2001-09-01T00:00:00Z';

const list = async (query: string, path = '/inbounds') => {
  const response = await server.api('GET', `${path}?${query}`, { token, tenant: TENANT });
  return { ...response, numbers: Array.isArray(response.body) ? response.body.map((record: { number: string }) => record.number) : undefined };
};
const since = (instant: string) => `changedSince=${encodeURIComponent(instant)}`;

/** Stamps an inbound's last save straight in the table. */
const stamp = (number: string, instant: string) =>
  server.db.query('UPDATE e_inbounds SET updated_at = $3::timestamptz WHERE tenant = $1 AND number = $2', [TENANT, number, instant]);

beforeAll(async () => {
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds", "products", "partners"]')`, [TENANT]);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await plantRecord(server, TENANT, 'products', { number: 'PR-1', unitOfMeasurement: 'Kg', validFrom: '2000-01-01' });
  const inbound = (number: string, movementStatus: string) =>
    plantRecord(server, TENANT, 'inbounds', { number, product: 'PR-1', movementStatus, loadingDate: '2001-01-01', cancelled: 0 });
  for (const [number, status] of [
    ['IN-OLD', 'open'],
    ['IN-AT', 'open'],
    ['IN-NEW-OPEN', 'open'],
    ['IN-NEW-LOCKED', 'locked'],
  ])
    await inbound(number, status);
  await stamp('IN-OLD', OLD);
  await stamp('IN-AT', SINCE);
  await stamp('IN-NEW-OPEN', NEWER);
  await stamp('IN-NEW-LOCKED', NEWER);
});

describe('changedSince', () => {
  it('lists the records saved at or after the instant, not the older ones, in the order asked', async () => {
    const { status, numbers, headers } = await list(`${since(SINCE)}&_sort=number&_order=desc`);
    expect(status).toBe(200);
    expect(numbers).toEqual(['IN-NEW-OPEN', 'IN-NEW-LOCKED', 'IN-AT']);
    expect(headers.get('x-total-count')).toBe('3');
    expect((await list(`${since(NEWER)}&_sort=number`)).numbers).toEqual(['IN-NEW-LOCKED', 'IN-NEW-OPEN']);
    expect((await list('_sort=number')).numbers).toHaveLength(4);
  });

  it('takes any offset for the same instant', async () => {
    expect((await list(`${since('2001-06-01T02:00:00+02:00')}&_sort=number`)).numbers).toEqual(['IN-AT', 'IN-NEW-LOCKED', 'IN-NEW-OPEN']);
    expect((await list(`${since('2001-06-01T00:00:00.000001Z')}&_sort=number`)).numbers).toEqual(['IN-NEW-LOCKED', 'IN-NEW-OPEN']);
  });

  it('combines with a filter and a search', async () => {
    expect((await list(`${since(SINCE)}&movementStatus=open&_sort=number`)).numbers).toEqual(['IN-AT', 'IN-NEW-OPEN']);
    expect((await list(`${since(SINCE)}&number_like=new&_sort=number`)).numbers).toEqual(['IN-NEW-LOCKED', 'IN-NEW-OPEN']);
    const { numbers, headers } = await list(`${since(SINCE)}&movementStatus=locked`);
    expect(numbers).toEqual(['IN-NEW-LOCKED']);
    expect(headers.get('x-total-count')).toBe('1');
  });

  it('answers each instant its own list while nothing is written (the list cache keys on it)', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await list(`${since(OLD)}&_sort=number`)).numbers).toHaveLength(4);
      expect((await list(`${since(NEWER)}&_sort=number`)).numbers).toEqual(['IN-NEW-LOCKED', 'IN-NEW-OPEN']);
    }
  });

  it('refuses anything but one instant with its offset, naming the parameter, in both languages', async () => {
    for (const value of ['yesterday', '2001-06-01', '2001-06-01T00:00:00', '2001-06-01T00:00:00 02:00', '2001-13-01T00:00:00Z', '']) {
      const { status, body } = await list(`changedSince=${encodeURIComponent(value)}`);
      expect(status, value).toBe(400);
      expect(body, value).toMatchObject({ code: 'INVALID_INSTANT', field: 'changedSince' });
      expect(body.message, value).toContain('changedSince');
    }
    const repeated = await list(`${since(SINCE)}&${since(NEWER)}`);
    expect(repeated.body).toMatchObject({ code: 'INVALID_INSTANT', field: 'changedSince' });
    const { errors: en } = (await import('../../locales/en/errors.json')).default;
    const { errors: de } = (await import('../../locales/de/errors.json')).default;
    for (const texts of [en, de]) expect((texts as Record<string, string>).INVALID_INSTANT).toContain('{{field}}');
  });

  it('moves a record into the window when it is saved', async () => {
    expect((await list(since(SINCE))).numbers).not.toContain('IN-OLD');
    const { body: record } = await server.api('GET', '/inbounds/IN-OLD', { token, tenant: TENANT });
    const saved = await server.api('PATCH', '/inbounds/IN-OLD', { token, tenant: TENANT, body: { ...record, comment: 'corrected' } });
    expect(saved.status).toBe(200);
    const after = await list(`${since(SINCE)}&_sort=number`);
    expect(after.numbers).toEqual(['IN-AT', 'IN-NEW-LOCKED', 'IN-NEW-OPEN', 'IN-OLD']);
    expect(after.headers.get('x-total-count')).toBe('4');
    await stamp('IN-OLD', OLD);
  });

  it('filters the export and the sums as it filters the list', async () => {
    const response = await server.fetch(`/api/v1/inbounds.csv?${since(NEWER)}&_columns=number&_sort=number`, {
      headers: { authorization: token, 'x-tenant': TENANT },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.slice(1)).toEqual(['IN-NEW-LOCKED', 'IN-NEW-OPEN']);
    expect((await list('changedSince=soon', '/inbounds.csv')).body).toMatchObject({ code: 'INVALID_INSTANT' });
    expect((await list(since(NEWER), '/inbounds.sums')).status).toBe(200);
  });

  it('works on a versioned entity (the version in effect today)', async () => {
    await server.db.query('UPDATE e_products SET updated_at = $2::timestamptz WHERE tenant = $1', [TENANT, OLD]);
    expect((await list(since(SINCE), '/products')).numbers).toEqual([]);
    expect((await list(since(OLD), '/products')).numbers).toEqual(['PR-1']);
  });
});
