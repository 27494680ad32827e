import { beforeAll, describe, expect, it } from 'vitest';
import { referenceOptionsPath, referenceProperties } from '../../src/shared/reference-options';
import { useTestServer } from './harness';
import { plantRecords } from './samples';

/** A reference's options are allowed by the right to edit the referencing records, never by the referenced list's menu. */
const server = useTestServer();
/** Shows collections and inbounds, neither sustainability data nor partners. */
const HOME = 'OPTIONS_HOME';
/** Shows everything: its records must never reach HOME. */
const OTHER = 'OPTIONS_OTHER';
/** A plain user of both tenants. */
const USER = 'multi@fuel-portal.example';
const PROOFS = referenceOptionsPath('collections', 'certificates.sustainabilityData');
let token: string;

const plant = (tenant: string, resource: string, records: Record<string, unknown>[]) => plantRecords(server, tenant, resource, records);

async function options(path: string, query = '', tenant = HOME) {
  const response = await server.fetch(`/api/v1${path}${query}`, { headers: { authorization: token, 'x-tenant': tenant } });
  return { status: response.status, total: response.headers.get('x-total-count'), body: await response.json() };
}

beforeAll(async () => {
  await server.db.query(
    `INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["collections", "inbounds"]'),
       ($2, $2, '["collections", "inbounds", "outbounds", "sustainabilitydata", "partners"]')`,
    [HOME, OTHER],
  );
  await server.db.query(`INSERT INTO user_tenants (tenant, user_id) SELECT unnest($1::text[]), id FROM users WHERE login = $2`, [[HOME, OTHER], USER]);
  ({ token } = await server.loginAs(USER));
  await plant(HOME, 'sustainabilitydata', [
    { number: 'SD-1', certificateNumber: 'ISCC-Weser-1', deliveryDate: '2026-01-03' },
    { number: 'SD-2', certificateNumber: 'ISCC-Elbe-2', deliveryDate: '2026-01-02' },
    { number: 'SD-3', certificateNumber: 'ISCC-Weser-3', deliveryDate: '2026-01-01' },
  ]);
  await plant(HOME, 'partners', [{ number: 'P-1', name: 'Weser Ölmühle' }]);
  await plant(OTHER, 'sustainabilitydata', [{ number: 'SD-OTHER', certificateNumber: 'ISCC-Weser-Other', deliveryDate: '2026-01-04' }]);
  await plant(OTHER, 'partners', [{ number: 'P-OTHER', name: 'Weser Other' }]);
});

describe('the options of a reference property', () => {
  it('every reference of the registry, a list entry’s included, has its options route', () => {
    const routes = new Set(server.app.routeCatalog.map((route) => `${route.method} ${route.url}`));
    const missing = [...server.app.registry.values()]
      .flatMap((entity) => referenceProperties(entity).map(({ path }) => `GET /api/v1${referenceOptionsPath(entity['x-resource'], path)}`))
      .filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
  });

  it('are allowed by the right to edit the referencing records though the tenant shows no referenced list: key and label, in its default order', async () => {
    const proofs = await options(PROOFS);
    expect(proofs.status).toBe(200);
    expect(proofs.body).toEqual([
      { key: 'SD-1', label: 'ISCC-Weser-1' },
      { key: 'SD-2', label: 'ISCC-Elbe-2' },
      { key: 'SD-3', label: 'ISCC-Weser-3' },
    ]);
    expect(proofs.total).toBe('3');
    expect((await options(referenceOptionsPath('inbounds', 'supplierPartner'))).body).toEqual([{ key: 'P-1', label: 'Weser Ölmühle' }]);
  });

  it('are refused (403 RESOURCE_FORBIDDEN) where the tenant does not show the referencing entity, whose records the user then may not edit', async () => {
    const refused = await options(referenceOptionsPath('outbounds', 'supplierPartner'));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'RESOURCE_FORBIDDEN' });
  });

  it("never hold another tenant's records, searched for or asked by key", async () => {
    for (const query of ['', '?q=other', '?id=SD-OTHER']) expect(JSON.stringify((await options(PROOFS, query)).body), query).not.toContain('OTHER');
    expect((await options(PROOFS, '?id=SD-OTHER')).body).toEqual([]);
    expect((await options(PROOFS, '', OTHER)).body).toEqual([{ key: 'SD-OTHER', label: 'ISCC-Weser-Other' }]);
  });

  it('are searched over key and label, case-insensitively', async () => {
    expect((await options(PROOFS, '?q=weser')).body.map((option: { key: string }) => option.key)).toEqual(['SD-1', 'SD-3']);
    expect((await options(PROOFS, '?q=sd-2')).body.map((option: { key: string }) => option.key)).toEqual(['SD-2']);
    expect((await options(referenceOptionsPath('inbounds', 'supplierPartner'), '?q=%C3%B6lm')).body).toEqual([{ key: 'P-1', label: 'Weser Ölmühle' }]);
  });

  it('are paged by _start and _end with the total of all matches', async () => {
    const page = await options(PROOFS, '?_start=1&_end=2');
    expect(page.body).toEqual([{ key: 'SD-2', label: 'ISCC-Elbe-2' }]);
    expect(page.total).toBe('3');
  });

  it('name the stored values asked by id, so a form shows their labels', async () => {
    expect((await options(PROOFS, '?id=SD-3&id=SD-1')).body).toEqual([
      { key: 'SD-1', label: 'ISCC-Weser-1' },
      { key: 'SD-3', label: 'ISCC-Weser-3' },
    ]);
  });

  it('refuse a parameter they do not take (400 UNKNOWN_FIELD) and a page too large (400 PAGE_TOO_LARGE)', async () => {
    expect((await options(PROOFS, '?certificateNumber=ISCC-Weser-1')).body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['certificateNumber'] });
    expect((await options(PROOFS, '?_start=0&_end=5000')).body).toMatchObject({ code: 'PAGE_TOO_LARGE' });
  });
});
