import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';

/** Who finds the import view: a tenant with import types shows it, a role that may import uses it (docs/domain-rules.md#tenant-visibility-of-menus). */
const server = useTestServer();

const typesOf = async (client: ImportClient) => {
  const answer = await client.call('GET', '/import-types');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.types as { type: string }[]).map((type) => type.type).filter((type) => !type.startsWith('resource:'));
};

describe('the import view', () => {
  it('a tenant with import types shows it without a system administrator switching it on; a tenant without none', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const shown = async (tenant: string) => (await server.api('GET', '/tenant-config', { token, tenant })).body.visibleRoutes.includes('import-messages');
    for (const tenant of ['OILCO_PRODUCER', 'OILCO_CFR', 'TENANT1']) expect(await shown(tenant), tenant).toBe(true);
    for (const tenant of ['OTHER_TENANT', 'TENANT2']) expect(await shown(tenant), tenant).toBe(false);
  });

  it("a tenant administrator of a tenant with import types gets the tenant's import types and its import history", async () => {
    const { token } = await server.loginAs('producer.admin@oilco.example');
    const admin = new ImportClient(server, token, 'OILCO_PRODUCER');
    expect(await typesOf(admin)).toEqual(['rawImport', 'rawPHD', 'rawStock']);
    const history = await admin.call('GET', '/import-messages');
    expect(history.status).toBe(200);
    expect((await admin.call('GET', '/tenant-config')).body.visibleRoutes).toContain('import-messages');
  });

  it('a plain user of a tenant with import types may import too: the user role holds imports.run', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    const user = new ImportClient(server, token, 'TENANT1');
    expect(await typesOf(user)).toEqual(['rawImport', 'rawPHD', 'rawStock']);
    expect((await user.call('GET', '/import-messages')).status).toBe(200);
  });

  it('a tenant without import types has no import routes until a system administrator switches the view on', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    const user = new ImportClient(server, token, 'TENANT1');
    const { rows } = await server.db.query<{ types: string[] }>(`SELECT visible_import_types AS types FROM tenants WHERE name = 'TENANT1'`);
    await server.db.query(`UPDATE tenants SET visible_import_types = '[]'::jsonb WHERE name = 'TENANT1'`);
    try {
      expect((await user.call('GET', '/import-types')).status).toBe(403);
      expect((await user.call('GET', '/import-messages')).status).toBe(403);
      const upload = await user.upload('rawImport', rawFile(rawLine('T-1')));
      expect(upload.status).toBe(403);
      expect(upload.body.code).toBe('RESOURCE_FORBIDDEN');
      expect(await user.messageCount()).toBe(0);

      await server.db.query(`UPDATE tenants SET visible_routes = visible_routes || '["import-messages"]'::jsonb WHERE name = 'TENANT1'`);
      expect((await user.call('GET', '/import-messages')).status).toBe(200);
      // Switched on without import types, the view offers only the round trips of the lists' exports.
      expect(await typesOf(user)).toEqual([]);
    } finally {
      await server.db.query(`UPDATE tenants SET visible_import_types = $1::jsonb, visible_routes = visible_routes - 'import-messages' WHERE name = 'TENANT1'`, [
        JSON.stringify(rows[0].types),
      ]);
    }
  });
});
