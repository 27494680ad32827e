import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registryLinks } from '../../src/shared/links';
import { proofDocumentsPath } from '../../src/shared/proof-documents/api';
import type { EntitySchema } from '../../src/shared/registry';
import { pdfBytes } from '../support/sample-files';
import type { TestServer } from './harness';
import { plantAllocation } from './mass-balance-plant';
import { ResourceClient } from './resource-client';

export interface PlantedRecords {
  /** By `segment:param` of the tenant routes that name them, e.g. `partners:key`, `users:login`, `list-configs:id`. */
  keys: Map<string, string>;
  /** The registry records, by resource, as the API answered them. */
  records: Map<string, Record<string, unknown>>;
  /** The client that made them: its samples reuse the records made for references. */
  client: ResourceClient;
}

export interface PlantOptions {
  tenant: string;
  /** A system administrator's token: makes the registry records, the user and the seed job. */
  adminToken: string;
  /** Owner of the list configuration (list configurations are per user). */
  ownerToken: string;
  /** Written into a free text field of each record, where the record has one. */
  text?: string;
  /** Login of the user made in the tenant (logins are global, so one per call). */
  login: string;
}

/** The first writable plain text property other than the key that holds `text`. */
function freeTextField(entity: EntitySchema, text: string): string | undefined {
  return Object.entries(entity.properties).find(
    ([name, property]) =>
      name !== entity['x-key'] &&
      !property.readOnly &&
      property.type === 'string' &&
      !property.enum &&
      !property.format &&
      !property.pattern &&
      !property['x-ref'] &&
      (property.maxLength ?? Infinity) >= text.length,
  )?.[0];
}

/**
 * One record of every kind a tenant route names by a path parameter, made in `tenant`: a record
 * of every registry resource (the tenant must show them all) and so a target of every link, a document
 * of the proof, a user with access to the tenant only, a list configuration, an API token and a seed job.
 */
export async function plantRecords(server: TestServer, options: PlantOptions): Promise<PlantedRecords> {
  const { tenant, adminToken, ownerToken, text = 'planted', login } = options;
  const keys = new Map<string, string>();
  const records = new Map<string, Record<string, unknown>>();
  const client = new ResourceClient(server, adminToken, tenant);
  for (const entity of server.app.registry.values()) {
    // Managed records are written by their domain's routes: planted below.
    if (entity['x-managed']) continue;
    const field = freeTextField(entity, text);
    const record = await client.create(entity['x-resource'], field ? { [field]: text } : {});
    keys.set(`${entity['x-resource']}:key`, String(record[entity['x-key']]));
    records.set(entity['x-resource'], record);
  }
  // The link routes name a target record (`/catscredits/:key/links/outbounds/:target`): one of the link's resource.
  for (const link of registryLinks(server.app.registry)) keys.set(`${link.source}:target`, keys.get(`${link.declaration.resource}:key`)!);
  const balance = records.get('mass-balances')!;
  const allocation = await plantAllocation(client, balance);
  records.set('mass-balance-allocations', allocation);
  // The allocation changed the balance's figures.
  records.set('mass-balances', (await client.call('GET', `/mass-balances/${encodeURIComponent(String(balance.identifierValue))}`)).body);
  keys.set('mass-balance-allocations:key', String(allocation.id));
  keys.set('mass-balances:id', String(balance.identifierValue));
  keys.set('mass-balances:allocationId', String(allocation.id));

  // An import message as the import service leaves it (import-messages is managed).
  const importId = randomUUID();
  await server.db.query(
    `INSERT INTO e_import_messages (tenant, id, "importType", "importStatus", "fileName", "errorMessage", created_by, updated_by)
     VALUES ($1, $2, 'rawImport', 'failed', $3, $3, 'test', 'test')`,
    [tenant, importId, `${text}.csv`],
  );
  keys.set('import-messages:key', importId);
  // The import routes (`/imports/:id/...`) name the same message; its error line carries the text.
  await server.db.query(
    `INSERT INTO import_errors (tenant, import_id, seq, row_number, column_name, value, message_key) VALUES ($1, $2, 1, 2, 'Product', $3, 'errors.unknownReference')`,
    [tenant, importId, text],
  );
  keys.set('imports:id', importId);
  // A type only CFR tenants import (demo config): the producer tenant of the isolation matrix is refused its sample.
  keys.set('import-types:type', 'cfrHistoryImport');

  const proof = keys.get('sustainabilitydata:key')!;
  const document = await client.call('POST', proofDocumentsPath(proof), { fileName: `${text}.pdf`, content: pdfBytes(text).toString('base64') });
  expect(document.status, JSON.stringify(document.body)).toBe(201);
  keys.set('sustainabilitydata:documentId', document.body.id);

  const user = await server.api('POST', '/users', {
    token: adminToken,
    tenant,
    body: { login, firstname: text, lastname: 'Planted', password: 'Planted-User-2026' },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  keys.set('users:login', login);

  const config = await server.api('POST', '/list-configs', { token: ownerToken, tenant, body: { resource: 'partners', name: text, columns: ['name'] } });
  expect(config.status, JSON.stringify(config.body)).toBe(201);
  keys.set('list-configs:id', config.body.id);

  const token = await server.api('POST', '/api-tokens', { token: adminToken, tenant, body: { name: text, scopes: { partners: 'read' } } });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  keys.set('api-tokens:id', token.body.id);

  // A public documentation address (TEST-NET-3): saved without a private-network allowance, and never answers.
  const webhook = await server.api('POST', '/webhooks', { token: adminToken, tenant, body: { url: 'https://203.0.113.10/hook', events: ['import.finished'] } });
  expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
  keys.set('webhooks:id', webhook.body.id);
  // Failed already, so no worker sends it while the tests run.
  const delivery = await server.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (tenant, endpoint, event_id, type, data, status) VALUES ($1, $2, gen_random_uuid(), 'import.finished', '{}', 'failed') RETURNING id::text AS id`,
    [tenant, webhook.body.id],
  );
  keys.set('webhooks:delivery', delivery.rows[0].id);

  // Running and fresh, so a POST /seed in this tenant joins it instead of filling the tenant in the background.
  const jobId = randomUUID();
  await server.db.query(`INSERT INTO seed_jobs (tenant, id, state, size, total, message, created_by) VALUES ($1, $2, 'running', 1, 1, $3, 'test')`, [
    tenant,
    jobId,
    text,
  ]);
  keys.set('seed:jobId', jobId);
  return { keys, records, client };
}
