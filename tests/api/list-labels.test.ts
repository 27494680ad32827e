import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { plantRecord } from './samples';

/** A list page answers the labels of the records it references beside its rows, so the list needs no second round trip. */
const server = useTestServer();
const TENANT = 'LIST_LABELS';
const NO_PARTNERS = 'LIST_LABELS_NO_PARTNERS';
const OTHER = 'LIST_LABELS_OTHER';
let token: string;

const plant = (tenant: string, resource: string, record: Record<string, unknown>) => plantRecord(server, tenant, resource, record);

const list = (path: string, tenant = TENANT) => server.api('GET', path, { token, tenant });

beforeAll(async () => {
  await server.db.query(
    `INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds", "partners", "locations"]'), ($2, $2, '["inbounds", "locations"]'), ($3, $3, '["inbounds", "partners", "locations"]')`,
    [TENANT, NO_PARTNERS, OTHER],
  );
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  for (const tenant of [TENANT, NO_PARTNERS]) {
    await plant(tenant, 'partners', { number: 'P-1', name: 'Weser Ölmühle', validFrom: '2020-01-01' });
    await plant(tenant, 'partners', { number: 'P-2', name: 'Elbe Fuels', validFrom: '2020-01-01' });
    await plant(tenant, 'locations', { number: 'L-1', name: 'Hamburg Tank' });
    await plant(tenant, 'inbounds', { number: 'IN-1', supplierPartner: 'P-1', recipientPartner: 'P-2', loadingSite: 'L-1', dischargeSite: 'L-1' });
    await plant(tenant, 'inbounds', { number: 'IN-2', supplierPartner: 'P-1', recipientPartner: 'P-9' });
  }
  // Another tenant's partner of the key only that tenant holds.
  await plant(OTHER, 'partners', { number: 'P-9', name: 'Not yours', validFrom: '2020-01-01' });
});

describe('a list page with the labels of its references', () => {
  it("a list asked for labels answers each referenced record's label once", async () => {
    const { status, body } = await list('/inbounds?_labels=1&_sort=number');
    expect(status).toBe(200);
    expect(body.labels).toEqual({ partners: { 'P-1': 'Weser Ölmühle', 'P-2': 'Elbe Fuels' }, locations: { 'L-1': 'Hamburg Tank' } });
  });

  it('the rows and total are those of the same list without labels', async () => {
    const plain = await list('/inbounds?_sort=number&_start=0&_end=1');
    const labelled = await list('/inbounds?_sort=number&_start=0&_end=1&_labels=1');
    expect(labelled.body.data).toEqual(plain.body);
    expect(labelled.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
    // Labels of the page only: IN-2's recipient is not on it.
    expect(labelled.body.labels.partners).toEqual({ 'P-1': 'Weser Ölmühle', 'P-2': 'Elbe Fuels' });
  });

  it("labels come from the tenant's own records only", async () => {
    const { body } = await list('/inbounds?_labels=1&number=IN-2');
    expect(body.labels).toEqual({ partners: { 'P-1': 'Weser Ölmühle' } });
  });

  it('a tenant that may not see a referenced resource gets no labels from it', async () => {
    const { body } = await list('/inbounds?_labels=1', NO_PARTNERS);
    expect(body.labels).toEqual({ locations: { 'L-1': 'Hamburg Tank' } });
  });

  it('a list not asked for labels answers the bare rows (the simple-rest convention)', async () => {
    const { body } = await list('/inbounds');
    expect(Array.isArray(body)).toBe(true);
  });

  it('_labels takes 1 only, and an unknown parameter still answers 400 UNKNOWN_FIELD', async () => {
    expect((await list('/inbounds?_labels=yes')).body).toMatchObject({ code: 'VALIDATION' });
    expect((await list('/inbounds?_labels=1&_label=1')).body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['_label'] });
  });

  it('the export does not take _labels', async () => {
    const response = await server.fetch('/api/v1/inbounds.csv?_labels=1', { headers: { authorization: token, 'x-tenant': TENANT } });
    expect(response.status).toBe(400);
  });

  it('the OpenAPI document describes _labels and the labelled answer on every entity list', async () => {
    const document = await (await server.fetch('/api/docs/json')).json();
    for (const entity of server.app.registry.values()) {
      const list = document.paths[`/api/v1/${entity['x-resource']}`].get;
      expect(list.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: '_labels', in: 'query' })]));
      expect(JSON.stringify(list.responses['200'])).toContain('"labels"');
    }
  });
});
