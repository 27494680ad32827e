import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPackPath, type AuditPackQuery } from '../../src/shared/audit-pack/api';
import { posPath } from '../../src/shared/pos/api';
import { proofDocumentsPath } from '../../src/shared/proof-documents/api';
import { readXlsxCells } from '../support/xlsx-cells';
import { pdfBytes } from '../support/sample-files';
import { useTestServer } from './harness';
import { outputWithIssuedProof } from './pos-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
let token: string;

beforeAll(async () => {
  token = (await server.loginAs('user@tenant1.example')).token.replace(/^Bearer /, '');
});

async function pack(query: AuditPackQuery) {
  const response = await server.fetch(`/api/v1${auditPackPath(query)}`, { headers: { authorization: `Bearer ${token}`, 'x-tenant': 'TENANT1' } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A completed January 2026 balance at a site of its own, its input proof with an attached certificate and its output's PoS issued. */
async function completedMonth() {
  const scenario = await outputWithIssuedProof(client());
  const certificate = pdfBytes(`certificate ${scenario.proof}`);
  expect(
    (await client().call('POST', proofDocumentsPath(scenario.proof), { fileName: 'certificate.pdf', content: certificate.toString('base64') })).status,
  ).toBe(201);
  expect((await client().call('POST', `/mass-balances/${encodeURIComponent(scenario.balance)}/complete`)).status).toBe(200);
  const pos = await server.fetch(`/api/v1${posPath(scenario.issued, 'de')}`, { headers: { authorization: `Bearer ${token}`, 'x-tenant': 'TENANT1' } });
  expect(pos.status).toBe(200);
  return { ...scenario, certificate };
}

describe('the audit pack', () => {
  it('holds the XLSX whose figures are the API’s, every document of the proofs involved, and an index with each file’s SHA-256; the audit log holds the pack’s own by the time its last byte arrives', async () => {
    const { chain, balance, proof, issued, outbound, certificate } = await completedMonth();
    const { response, bytes } = await pack({ from: '2026-01', to: '2026-01', site: chain.site, language: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(bytes);
    const posName = `documents/${issued}/PoS-${issued}-de.pdf`;
    expect(Object.keys(files).sort()).toEqual(['audit-pack.xlsx', `documents/${proof}/certificate.pdf`, posName, 'index.html'].sort());
    expect(sha256(files[`documents/${proof}/certificate.pdf`])).toBe(sha256(certificate));

    const index = strFromU8(files['index.html']);
    for (const name of Object.keys(files).filter((name) => name !== 'index.html'))
      expect(index).toContain(`<td>${name}</td><td class="n">${files[name].length}</td><td><code>${sha256(files[name])}</code>`);
    expect(index).toContain('user@tenant1.example');
    expect(index).toContain('TENANT1');

    const api = (await client().call('GET', `/mass-balances/${encodeURIComponent(balance)}`)).body;
    const [balanceHeader, ...balanceRows] = readXlsxCells(files['audit-pack.xlsx'], 1);
    expect(balanceRows).toHaveLength(1);
    const cell = (label: string) => balanceRows[0][balanceHeader.findIndex((text) => String(text).startsWith(label))];
    expect(cell('Mass balance ID')).toBe(balance);
    for (const [label, property] of [
      ['Inputs', 'inputQuantity'],
      ['Outputs', 'outputQuantity'],
      ['Closing stock', 'closingStock'],
    ])
      expect(cell(label), label).toBe(api[property]);

    const inputs = (await client().call('GET', `/mass-balances/${encodeURIComponent(balance)}/movements?side=inputs`)).body;
    const [, ...inputLines] = readXlsxCells(files['audit-pack.xlsx'], 2);
    expect(inputLines.map((line) => [line[1], line[5], line[8], line[10]])).toEqual(
      inputs.flatMap((movement: any) =>
        movement.allocations.map((allocation: any) => [movement.key, movement.quantity, allocation.proof, allocation.quantity]),
      ),
    );
    const [, ...outputLines] = readXlsxCells(files['audit-pack.xlsx'], 3);
    expect(outputLines.map((line) => [line[1], line[11]])).toEqual([[outbound, issued]]);
    const [, ...received] = readXlsxCells(files['audit-pack.xlsx'], 4);
    expect(received.map((line) => line[0])).toEqual([proof]);
    const [, ...issuedLines] = readXlsxCells(files['audit-pack.xlsx'], 5);
    expect(issuedLines.map((line) => line[0])).toEqual([issued]);

    const { rows } = await server.db.query<{ after: { sha256: string } }>(
      `SELECT after FROM audit_log WHERE tenant = 'TENANT1' AND entity = 'audit-pack' AND entity_key LIKE $1 ORDER BY id DESC LIMIT 1`,
      [`%${chain.site}%`],
    );
    expect(rows[0]?.after.sha256).toBe(sha256(bytes));
  });

  it('a period with a balance not completed is refused with AUDIT_PACK_INCOMPLETE naming it, and packed once the user confirms', async () => {
    const { chain, balance } = await outputWithIssuedProof(client());
    const refused = await pack({ from: '2026-01', to: '2026-01', site: chain.site, language: 'de' });
    expect(refused.response.status).toBe(409);
    expect(JSON.parse(strFromU8(refused.bytes))).toMatchObject({ code: 'AUDIT_PACK_INCOMPLETE', balances: balance });
    const confirmed = await pack({ from: '2026-01', to: '2026-01', site: chain.site, language: 'de', incomplete: 'include' });
    expect(confirmed.response.status).toBe(200);
    expect(Object.keys(unzipSync(confirmed.bytes))).toContain('audit-pack.xlsx');
  });

  it('a period without balances, before the first compliance period, is an empty pack: the workbook and the index', async () => {
    const { response, bytes } = await pack({ from: '2000-01', to: '2000-01', language: 'de' });
    expect(response.status).toBe(200);
    expect(Object.keys(unzipSync(bytes)).sort()).toEqual(['audit-pack.xlsx', 'index.html']);
  });

  it('a period of more than three months, a reversed one or a malformed month is refused with AUDIT_PACK_PERIOD; an unknown site with 404', async () => {
    for (const [from, to] of [
      ['2026-01', '2026-04'],
      ['2026-03', '2026-01'],
      ['2026-13', '2026-12'],
    ]) {
      const { response, bytes } = await pack({ from, to, language: 'en' });
      expect(response.status, `${from}…${to}`).toBe(400);
      expect(JSON.parse(strFromU8(bytes)).code).toBe('AUDIT_PACK_PERIOD');
    }
    expect((await pack({ from: '2026-01', to: '2026-03', site: 'NO-SUCH-SITE', language: 'en' })).response.status).toBe(404);
  });
});
