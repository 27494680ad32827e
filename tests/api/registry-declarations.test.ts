import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allMenuGroups, allVisibilityKeys } from '../../src/shared/navigation';
import { copyRegistry, SCHEMAS_DIR } from '../support/registry-files';
import { useTestServer } from './harness';

/**
 * A report and an import type are declared once, in their files of schemas/: a copy of the folder with one more
 * of each gives a server whose navigation, menu keys, permissions, OpenAPI document and route table have them.
 */
const dir = mkdtempSync(join(tmpdir(), 'schemas-planted-'));
copyRegistry(dir);
writeFileSync(
  join(dir, 'reports', 'planted-report.json'),
  JSON.stringify({
    id: 'planted-report',
    menu: 'reports',
    order: 60,
    visibility: 'planted-key',
    columns: [
      { key: 'tenantName', type: 'text' },
      { key: 'movements', type: 'integer', total: true },
    ],
    chart: { type: 'column', x: 'tenantName', y: ['movements'] },
  }),
);
// A report names only the parameters it uses (report-sql.ts): this one not the business day ($6).
writeFileSync(
  join(dir, 'reports', 'planted-report.sql.ts'),
  `export default {
  rows: \`SELECT t.name AS "tenantName", 1 AS movements FROM tenants t
    WHERE t.name = $1 AND $2::date <= $3::date AND ($4::text IS NULL OR $4 = t.name) AND ($5::text IS NULL OR $5 = t.name)\`,
  order: '"tenantName"',
  facilities: 'SELECT count(*) FROM tenants WHERE name = $1',
};
`,
);
const rawPhd = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'imports', 'raw-phd.json'), 'utf8'));
writeFileSync(join(dir, 'imports', 'planted-import.json'), JSON.stringify({ ...rawPhd, type: 'plantedImport', order: 1 }));

const server = useTestServer({ schemasDir: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TENANT = 'TENANT2';
const admin = async () => (await server.loginAs('admin@fuel-portal.example')).token;
const showToTenant = async (body: { visibleRoutes?: string[]; visibleImportTypes?: string[] }) =>
  server.api('PATCH', `/tenants/${TENANT}`, { token: await admin(), body });

describe('a report planted in schemas/reports/ (declaration and SQL)', () => {
  it('is a menu entry of its group at its position, and its key a menu key', () => {
    const reports = allMenuGroups(server.app.registry).find((group) => group.key === 'reports')!;
    expect(reports.items.at(-1)).toEqual({ route: 'reports/planted-report', label: 'reports:titles.planted-report', visibility: 'planted-key', order: 60 });
    expect(allVisibilityKeys(server.app.registry)).toContain('planted-key');
  });

  it('has its routes in the route table, each needing its key', () => {
    const routes = server.app.routeCatalog.filter((route) => route.url.startsWith('/api/v1/reports/planted-report'));
    expect(routes.map(({ method, url, config }) => [method, url, config.visibility])).toEqual([
      ['GET', '/api/v1/reports/planted-report', 'planted-key'],
      ['HEAD', '/api/v1/reports/planted-report', 'planted-key'],
      ['GET', '/api/v1/reports/planted-report/export', 'planted-key'],
      ['HEAD', '/api/v1/reports/planted-report/export', 'planted-key'],
    ]);
  });

  it('is documented in the OpenAPI document', async () => {
    const { paths } = await (await server.fetch('/api/docs/json')).json();
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/v1/reports/planted-report', '/api/v1/reports/planted-report/export']));
  });

  it('is refused to a tenant without its key, answered once a system administrator shows it', async () => {
    const token = await admin();
    const hidden = await server.api('GET', '/reports/planted-report?compliancePeriod=2025', { token, tenant: TENANT });
    expect(hidden.status).toBe(403);
    expect((await showToTenant({ visibleRoutes: ['planted-key'] })).status).toBe(200);
    const shown = await server.api('GET', '/reports/planted-report?compliancePeriod=2025', { token, tenant: TENANT });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      report: 'planted-report',
      rows: [{ tenantName: TENANT, movements: 1 }],
      total: 1,
      totals: [{ values: { movements: 1 } }],
    });
  });
});

describe('an import type planted in schemas/imports/', () => {
  it('is an import type a tenant may be given, offered in its order', async () => {
    expect((await showToTenant({ visibleRoutes: ['import-messages'], visibleImportTypes: ['rawPHD', 'plantedImport'] })).status).toBe(200);
    const { status, body } = await server.api('GET', '/import-types', { token: await admin(), tenant: TENANT });
    expect(status).toBe(200);
    expect(body.types.map((type: { type: string }) => type.type)).toEqual(['plantedImport', 'rawPHD']);
  });
});
