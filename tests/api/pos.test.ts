import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { balancePosPath, issuerPath, posPath, type PosLanguage } from '../../src/shared/pos/api';
import { proofDocumentsPath } from '../../src/shared/proof-documents/api';
import { readPosContent } from '../../src/server/pos/pos-content';
import { renderPosPdf } from '../../src/server/pos/pos-pdf';
import { useTestServer } from './harness';
import { CERTIFICATE, outputWithIssuedProof } from './pos-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
let token: string;

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function get(path: string, tenant = 'TENANT1') {
  const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, 'x-tenant': tenant } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const issuedProof = (extraProof: Record<string, unknown> = {}) => outputWithIssuedProof(client(), extraProof);

beforeAll(async () => {
  token = (await server.loginAs('user@tenant1.example')).token.replace(/^Bearer /, '');
});

describe('the PoS of an outgoing proof', () => {
  it.each<[PosLanguage, string[]]>([
    [
      'de',
      [
        'Nachhaltigkeitsnachweis',
        'Aussteller',
        'Empfänger',
        'Versandort',
        'Altspeiseöl',
        'Niederlande',
        'Massenbilanz',
        '50 L15°',
        '12,5 gCO2e/MJ (genehmigt)',
        '20.01.2026',
      ],
    ],
    [
      'en',
      [
        'Proof of Sustainability',
        'Issuer',
        'Recipient',
        'Place of dispatch',
        'Altspeiseöl',
        'Netherlands',
        'Mass balance',
        '50 L15°',
        '12.5 gCO2e/MJ (approved)',
        '01/20/2026',
      ],
    ],
  ])('names every field of its records in %s', async (language, words) => {
    const { chain, partner, outbound, proof, issued } = await issuedProof();
    const { response, bytes } = await get(posPath(issued, language));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`PoS-${issued}-${language}.pdf`);
    const text = await textOf(bytes);
    const site = (await client().call('GET', `/locations/${encodeURIComponent(chain.site)}`)).body;
    const product = (await client().call('GET', `/products/${encodeURIComponent(chain.product)}`)).body;
    // 50 L15° are 0.05 m³ at the product's energy density, else the Schedule 2 value of biodiesel (35,183 MJ/m³).
    const energy = `${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 3 }).format(0.05 * (product.energyDensity ?? 35183))} MJ`;
    for (const value of [...words, energy, issued, outbound, partner.name, 'Hafenstraße 7', '20457 Hamburg', site.name, product.name, CERTIFICATE, proof])
      expect(text, value).toContain(value);
    expect(text).not.toMatch(/unvollständig|incomplete/);
  });

  it('the same record, language and day give the same bytes', async () => {
    const { issued } = await issuedProof();
    const content = await readPosContent(server.db, server.app.registry, 'TENANT1', issued);
    const first = await renderPosPdf(server.app.registry, content, 'de', '2026-01-15', 'TENANT1');
    const second = await renderPosPdf(server.app.registry, content, 'de', '2026-01-15', 'TENANT1');
    expect(sha256(first)).toBe(sha256(second));
    expect(sha256(await renderPosPdf(server.app.registry, content, 'en', '2026-01-15', 'TENANT1'))).not.toBe(sha256(first));
  });

  it('a PoS once issued is stored with the proof’s documents and answered unchanged after its records change', async () => {
    const { feedstock, issued } = await issuedProof();
    const first = await get(posPath(issued, 'de'));
    const documents = (await client().call('GET', proofDocumentsPath(issued))).body;
    expect(documents).toEqual([expect.objectContaining({ fileName: `PoS-${issued}-de.pdf`, posLanguage: 'de', sha256: sha256(first.bytes) })]);
    expect((await client().call('PATCH', `/feedstock/${encodeURIComponent(feedstock.id)}`, { name: 'Renamed feedstock' })).status).toBe(200);
    const again = await get(posPath(issued, 'de'));
    expect(sha256(again.bytes)).toBe(sha256(first.bytes));
    expect((await client().call('GET', proofDocumentsPath(issued))).body).toHaveLength(1);
  });

  it('a reissue makes a new document from the current records and marks the one before superseded', async () => {
    const { issued } = await issuedProof();
    const first = await get(posPath(issued, 'en'));
    await server.db.query(`UPDATE tenants SET issuer = issuer || '{"certificateNumber": "ISSUER-CERT-2"}'::jsonb WHERE name = 'TENANT1'`);
    try {
      const reissued = await client().call('POST', posPath(issued, 'en'));
      expect(reissued.status).toBe(201);
      const documents = (await client().call('GET', proofDocumentsPath(issued))).body;
      expect(documents).toHaveLength(2);
      expect(documents[0]).toMatchObject({ sha256: sha256(first.bytes), supersededAt: expect.any(String) });
      expect(documents[1]).toMatchObject({ id: reissued.body.id, posLanguage: 'en' });
      expect(documents[1].supersededAt).toBeUndefined();
      const current = await get(posPath(issued, 'en'));
      expect(sha256(current.bytes)).toBe(reissued.body.sha256);
      expect(await textOf(current.bytes)).toContain('ISSUER-CERT-2');
    } finally {
      await server.db.query(`UPDATE tenants SET issuer = issuer - 'certificateNumber' WHERE name = 'TENANT1'`);
    }
  });

  it('a PoS whose sustainability data is incomplete says what it does not state', async () => {
    const { issued } = await issuedProof({ rawMaterial: null, originCountry: null });
    const de = await textOf((await get(posPath(issued, 'de'))).bytes);
    expect(de).toContain('Die Nachhaltigkeitsdaten dieser Lieferung sind unvollständig; nicht angegeben: Rohstoff, Herkunftsland des Rohstoffs.');
    const en = await textOf((await get(posPath(issued, 'en'))).bytes);
    expect(en).toContain('not stated: Raw material, Country of origin of the raw material.');
  });

  it('an incoming proof has no PoS (409 POS_NOT_OUTGOING); another tenant’s or an unknown proof answers 404', async () => {
    const { proof, issued } = await issuedProof();
    const incoming = await client().call('GET', posPath(proof, 'de'));
    expect(incoming.status).toBe(409);
    expect(incoming.body).toMatchObject({ code: 'POS_NOT_OUTGOING', proof });
    expect((await client().call('GET', posPath('NO-SUCH-PROOF', 'de'))).status).toBe(404);
    const admin = (await server.loginAs('producer.admin@oilco.example')).token;
    expect((await server.api('GET', posPath(issued, 'de'), { token: admin, tenant: 'OILCO_PRODUCER' })).status).toBe(404);
  });
});

describe('the PoS of a completed balance', () => {
  it('come as one ZIP holding each output’s stored PoS; an open balance is refused with POS_BALANCE_NOT_COMPLETED', async () => {
    const { balance, issued } = await issuedProof();
    const open = await client().call('GET', balancePosPath(balance, 'de'));
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'POS_BALANCE_NOT_COMPLETED' });
    expect((await client().call('POST', `/mass-balances/${encodeURIComponent(balance)}/complete`)).status).toBe(200);
    const { response, bytes } = await get(balancePosPath(balance, 'de'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const stored = (await client().call('GET', proofDocumentsPath(issued))).body;
    expect(stored).toEqual([expect.objectContaining({ fileName: `PoS-${issued}-de.pdf` })]);
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual([`PoS-${issued}-de.pdf`]);
    expect(sha256(Buffer.from(entries[`PoS-${issued}-de.pdf`]))).toBe(stored[0].sha256);
  });
});

describe('the issuer of a tenant’s PoS', () => {
  it('is kept by the tenant’s administrators and named on the PoS; a plain user is refused', async () => {
    const admin = (await server.loginAs('admin@fuel-portal.example')).token;
    const saved = await server.api('PATCH', issuerPath('TENANT1'), {
      token: admin,
      body: {
        companyName: 'Tenant One Fuels GmbH',
        street: 'Kaistraße 1',
        postalCode: '40221',
        city: 'Düsseldorf',
        country: 'Deutschland',
        certificateNumber: 'EU-ISCC-Cert-DE999',
      },
    });
    expect(saved.status).toBe(200);
    expect((await server.api('GET', issuerPath('TENANT1'), { token: admin })).body).toMatchObject({ companyName: 'Tenant One Fuels GmbH', city: 'Düsseldorf' });
    expect((await server.api('PATCH', issuerPath('TENANT1'), { token, body: { city: 'X' } })).status).toBe(403);
    const { issued } = await issuedProof();
    const text = await textOf((await get(posPath(issued, 'de'))).bytes);
    for (const value of ['Tenant One Fuels GmbH', 'Kaistraße 1', '40221 Düsseldorf', 'EU-ISCC-Cert-DE999']) expect(text).toContain(value);
    expect((await server.api('PATCH', issuerPath('TENANT1'), { token: admin, body: { street: '' } })).body.street).toBeUndefined();
  });
});
