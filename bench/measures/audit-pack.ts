import { randomBytes, randomUUID, createHash } from 'node:crypto';
import type { Registry } from '../../src/shared/registry';
import { auditPackPath } from '../../src/shared/audit-pack/api';
import { insertRows } from '../../src/server/resources/bulk-insert';
import type { BenchServer } from '../bench-server';
import { autoAssignRows } from '../generators/auto-assign-data';
import { masterDataRows } from '../generators/master-data';
import type { BalanceScope } from '../generators/scenario';
import { timeIt } from '../stats';
import type { Check, Measure, ScenarioResult } from './measure';

/** Scenario H: a month of its own site and product. */
export const PACK_SCOPE: BalanceScope = { site: 'BENCH-H', product: 'BENCH-H-HVO', productGroup: 'hvo', dateFrom: '2025-03-01', dateTo: '2025-03-31' };

const RSS_SAMPLE_MS = 50;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The number of entries a ZIP's end of central directory record states (its last 22 bytes without a comment). */
function zipEntries(tail: Buffer): number {
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end < 0 ? -1 : tail.readUInt16LE(end + 10);
}

/**
 * Scenario H: the audit pack of one month at one site with `movements` inbounds, the first `documents` of them
 * covered by as many proofs (auto assign), each proof with a stored document of `documentKb` KB. Measures the
 * pack's time and the largest growth of the process's resident memory while it streams (API and bench share
 * the process), and checks the ZIP holds the workbook, every document and the index.
 */
export async function benchAuditPack(
  server: BenchServer,
  registry: Registry,
  sizes: { movements: number; documents: number; documentKb: number },
  runs: number,
): Promise<ScenarioResult> {
  const insert = (resource: string, rows: Record<string, unknown>[]) => insertRows(server.db, registry, resource, server.tenant, rows, { user: 'bench' });
  const { locations, products } = masterDataRows(PACK_SCOPE);
  await insert('locations', locations);
  await insert('products', products);
  const { inbounds, proofs } = autoAssignRows(PACK_SCOPE, sizes.movements);
  await insert('inbounds', inbounds);
  const documented = proofs.slice(0, sizes.documents);
  await insert('sustainabilitydata', documented);
  // A PDF's head and random bytes: stored as they are, never parsed.
  const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(sizes.documentKb * 1024)]);
  for (const proof of documented) {
    await server.db.query(
      `INSERT INTO proof_documents (tenant, id, proof, file_name, content_type, size, sha256, content, created_by) VALUES ($1, $2, $3, $4, 'application/pdf', $5, $6, $7, 'bench')`,
      [
        server.tenant,
        randomUUID(),
        proof.number,
        `certificate-${String(proof.number)}.pdf`,
        body.length,
        createHash('sha256').update(body).digest('hex'),
        body,
      ],
    );
  }
  await server.db.query('ANALYZE');
  const balance = await server.call<{ identifierValue: string }>('POST', '/mass-balances', {
    site: PACK_SCOPE.site,
    product: PACK_SCOPE.product,
    unit: 'Kg',
    dateFrom: PACK_SCOPE.dateFrom,
    dateTo: PACK_SCOPE.dateTo,
  });
  await server.call('POST', `/mass-balances/${encodeURIComponent(balance.identifierValue)}/auto-assign`);

  const path = auditPackPath({
    from: PACK_SCOPE.dateFrom.slice(0, 7),
    to: PACK_SCOPE.dateTo.slice(0, 7),
    site: PACK_SCOPE.site,
    language: 'en',
    incomplete: 'include',
  });
  const measure: Measure = {
    name: `audit pack (GET /audit-pack), ${sizes.movements.toLocaleString('en')} inbounds, ${sizes.documents.toLocaleString('en')} documents`,
    samples: [],
  };
  const checks: Check[] = [];
  const growth: number[] = [];
  let size = 0;
  for (let run = 0; run < runs; run++) {
    global.gc?.();
    const start = process.memoryUsage().rss;
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), RSS_SAMPLE_MS);
    try {
      const { ms, result } = await timeIt(() => server.stream(path));
      measure.samples.push(ms);
      size = result.size;
      checks.push({
        name: 'ZIP entries: the workbook, every document, the index',
        server: zipEntries(result.tail),
        expected: sizes.documents + 2,
        repeated: run > 0,
      });
    } finally {
      clearInterval(sampler);
    }
    growth.push(mb(peak - start));
  }
  return {
    title: `H: an audit pack of ${sizes.movements.toLocaleString('en')} movements and ${sizes.documents.toLocaleString('en')} documents`,
    facts: [
      `one month (${PACK_SCOPE.site}, ${PACK_SCOPE.product}, ${PACK_SCOPE.dateFrom}…${PACK_SCOPE.dateTo}, Kg) with ${sizes.movements.toLocaleString('en')} inbounds, the first ${sizes.documents.toLocaleString('en')} covered by as many proofs (auto assign), each proof with a stored document of ${sizes.documentKb} KB; the balance left open (the pack confirmed as incomplete)`,
      `the ZIP streamed to the bench through node:http without being kept: ${mb(size)} MB; resident memory of the process (API and bench) at most ${Math.max(...growth)} MB above its value at the request's start (runs: ${growth.join(', ')} MB), sampled every ${RSS_SAMPLE_MS} ms`,
    ],
    measures: [measure],
    checks,
  };
}
