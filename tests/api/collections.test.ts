import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;

let proof: string;
let counter = 0;

/** A valid collection body with the given certificates. */
const collection = (certificates: unknown, overrides: Record<string, unknown> = {}) => ({
  id: `COL-T-${++counter}`,
  number: `ABH-${counter}`,
  deliveryDate: '2026-03-10',
  deliveryPointNumber: 'DP-1',
  productGroup: 'hvo',
  fuelAmount: 1200.5,
  certificates,
  ...overrides,
});

const create = (body: Record<string, unknown>) => client().call('POST', '/collections', body);

beforeAll(async () => {
  proof = (await client().create('sustainabilitydata')).number;
});

describe('certificates on a collection', () => {
  it('a collection is saved with its certificates and read back as the same list', async () => {
    const certificates = [{ certificateNumber: 'C-1', sustainabilityData: proof }, { certificateNumber: 'C-2' }];
    const created = await create(collection(certificates));
    expect(created.status).toBe(201);
    expect(created.body.certificates).toEqual(certificates);
    expect((await client().call('GET', `/collections/${created.body.id}`)).body.certificates).toEqual(certificates);

    const changed = [{ certificateNumber: 'C-3' }];
    const updated = await client().call('PATCH', `/collections/${created.body.id}`, { certificates: changed });
    expect(updated.status).toBe(200);
    expect((await client().call('GET', `/collections/${created.body.id}`)).body.certificates).toEqual(changed);
  });

  it('at least one certificate is required: a missing or empty list names the field certificates', async () => {
    for (const certificates of [undefined, []]) {
      const refused = await create(collection(certificates));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'certificates', rule: certificates ? 'minItems' : 'required', messageKey: 'validation.required' }]);
    }
  });

  it('the certificate number is required: an empty one is named by its entry', async () => {
    const refused = await create(collection([{ certificateNumber: 'C-1' }, { certificateNumber: '' }, { sustainabilityData: proof }]));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'certificates.1.certificateNumber', rule: 'minLength', messageKey: 'validation.required' },
      { field: 'certificates.2.certificateNumber', rule: 'required', messageKey: 'validation.required' },
    ]);
  });

  it('a certificate referring to sustainability data that does not exist is a reference error of that entry', async () => {
    const refused = await create(
      collection([
        { certificateNumber: 'C-1', sustainabilityData: proof },
        { certificateNumber: 'C-2', sustainabilityData: 'NO-SUCH-PROOF' },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'certificates.1.sustainabilityData', rule: 'x-ref', messageKey: 'validation.reference' }]);
  });

  it('delivery point, product group and fuel amount are required', async () => {
    const refused = await create(
      collection([{ certificateNumber: 'C-1' }], { deliveryPointNumber: undefined, productGroup: undefined, fuelAmount: undefined }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { field: string; messageKey: string }) => [error.field, error.messageKey])).toEqual([
      ['deliveryPointNumber', 'validation.required'],
      ['productGroup', 'validation.required'],
      ['fuelAmount', 'validation.required'],
    ]);
  });

  it('a list of the wrong shape is refused with 400 naming the list, never a server error', async () => {
    const entry = { certificateNumber: 'C-1' };
    const cases: [unknown, string][] = [
      ['C-1', 'certificates'],
      [{ certificateNumber: 'C-1' }, 'certificates'],
      [Array(101).fill(entry), 'certificates'],
      [Array(10_000).fill({ certificateNumber: 5 }), 'certificates'],
      [[[entry]], 'certificates.0'],
      [[{ certificateNumber: { nested: [1, { deeper: true }] } }], 'certificates.0.certificateNumber'],
      [[{ certificateNumber: 'C-1', sustainabilityData: { key: proof } }], 'certificates.0.sustainabilityData'],
      [[{ certificateNumber: 'C-1', unknown: 'x' }], 'certificates.0.unknown'],
    ];
    for (const [certificates, field] of cases) {
      const refused = await create(collection(certificates));
      expect(refused.status, JSON.stringify(certificates).slice(0, 80)).toBe(400);
      expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
  });

  it('certificates_like finds the collections with a certificate containing the text; q searches certificates too', async () => {
    const found = await create(collection([{ certificateNumber: 'EU-ISCC-Cert-DE123-LIKE' }]));
    await create(collection([{ certificateNumber: 'OTHER-1' }]));
    const liked = await client().call('GET', '/collections?certificates_like=cert-de123');
    expect(liked.status).toBe(200);
    expect(liked.body.map((record: { id: string }) => record.id)).toEqual([found.body.id]);
    const searched = await client().call('GET', '/collections?q=DE123-LIKE');
    expect(searched.body.map((record: { id: string }) => record.id)).toEqual([found.body.id]);
  });

  it('a list is filtered by contains only and cannot be sorted by', async () => {
    for (const query of ['certificates=C-1', 'certificates_gte=a', '_sort=certificates&_order=asc']) {
      const refused = await client().call('GET', `/collections?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.code, query).toBe('UNKNOWN_FIELD');
    }
  });

  it('the export writes each list as one readable cell', async () => {
    const created = await create(collection([{ certificateNumber: 'X-1', sustainabilityData: proof }, { certificateNumber: 'X-2' }], { number: 'EXPORT-ME' }));
    const { token } = await server.loginAs('multi@fuel-portal.example');
    const response = await server.fetch(`/api/v1/collections.csv?number=EXPORT-ME&_columns=id,certificates`, {
      headers: { authorization: token, 'x-tenant': 'TENANT1' },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).trim().split('\n')).toEqual(['ID,Certificates', `${created.body.id},X-1 (${proof}); X-2`]);
  });

  it('sustainability data named by a certificate cannot be deleted or renumbered: 409 IN_USE names the collections', async () => {
    const used = (await client().create('sustainabilitydata')).number;
    await create(collection([{ certificateNumber: 'U-1' }, { certificateNumber: 'U-2', sustainabilityData: used }]));
    await create(collection([{ certificateNumber: 'U-3', sustainabilityData: used }]));

    const refused = await client().call('DELETE', `/sustainabilitydata/${encodeURIComponent(used)}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IN_USE', usages: [{ resource: 'collections', field: 'certificates.sustainabilityData', count: 2 }] });
    expect((await client().call('GET', `/sustainabilitydata/${encodeURIComponent(used)}`)).status).toBe(200);
    const version = client().entity('sustainabilitydata')['x-versioned'] ? { version: 1 } : {};
    const renumbered = await client().call('PATCH', `/sustainabilitydata/${encodeURIComponent(used)}?confirmKeyChange=true`, {
      ...version,
      number: `${used}-NEW`,
    });
    expect(renumbered.status).toBe(409);
    expect(renumbered.body.code).toBe('IN_USE');

    const free = (await client().create('sustainabilitydata')).number;
    expect((await client().call('DELETE', `/sustainabilitydata/${encodeURIComponent(free)}`)).status).toBe(200);
  });

  it('the OpenAPI document shows certificates as a list of entries with their properties', async () => {
    const document = await (await server.fetch('/api/docs/json')).json();
    const certificates = document.components.schemas.collections.properties.certificates;
    expect(certificates).toMatchObject({ type: 'array', minItems: 1, maxItems: 50, items: { type: 'object', required: ['certificateNumber'] } });
    expect(Object.keys(certificates.items.properties)).toEqual(['certificateNumber', 'sustainabilityData']);
    expect(document.components.schemas.collections.required).toContain('certificates');
  });
});
