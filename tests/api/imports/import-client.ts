import { expect } from 'vitest';
import { API_PREFIX } from '../../../src/server/app';
import type { ImportResult } from '../../../src/shared/imports/api';
import { fingerprint } from '../fingerprint';
import type { TestServer } from '../harness';
import { ResourceClient } from '../resource-client';

export interface UploadOptions {
  fileName?: string;
  id?: string;
  /** Sent as the header (default text/csv). */
  contentType?: string;
  lang?: string;
}

/** A tenant with import types (so it shows the import view), a user of it and the master data the sample rows refer to. */
export class ImportClient {
  readonly resources: ResourceClient;

  constructor(
    readonly server: TestServer,
    readonly token: string,
    readonly tenant: string,
  ) {
    this.resources = new ResourceClient(server, token, tenant);
  }

  /** Products, sites and partners the inline files name. */
  async masterData(): Promise<void> {
    for (const number of ['P-1', 'P-2']) await this.resources.create('products', { number });
    for (const number of ['S-1', 'S-2']) await this.resources.create('locations', { number });
    for (const number of ['PA-1', 'PA-2']) await this.resources.create('partners', { number });
  }

  async upload(type: string, body: string | Buffer, options: UploadOptions = {}) {
    const query = new URLSearchParams({
      type,
      fileName: options.fileName ?? 'file.csv',
      ...(options.id ? { id: options.id } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    });
    const response = await this.server.fetch(`${API_PREFIX}/imports?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token.replace(/^Bearer /, '')}`, 'x-tenant': this.tenant, 'content-type': options.contentType ?? 'text/csv' },
      body: body as BodyInit,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as ImportResult & { code?: string; message?: string; messageKey?: string } };
  }

  /**
   * An upload whose body stays open after `file` until `release()` sends `rest`: the import runs (reading)
   * for as long as the test needs. `answer` is the response once it has ended.
   */
  held(type: string, id: string, file: string, rest: string): { release: () => void; answer: Promise<Response> } {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(file));
        await released;
        controller.enqueue(new TextEncoder().encode(rest));
        controller.close();
      },
    });
    const answer = this.server.fetch(`${API_PREFIX}/imports?${new URLSearchParams({ type, fileName: 'held.csv', id })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token.replace(/^Bearer /, '')}`, 'x-tenant': this.tenant, 'content-type': 'text/csv' },
      body,
      duplex: 'half',
    } as RequestInit);
    return { release, answer };
  }

  /** The import's message once some node has written it (an upload's first bytes may still be on their way). */
  async started(id: string) {
    let progress = await this.call('GET', `/imports/${id}`);
    for (let attempt = 0; attempt < 200 && progress.status === 404; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      progress = await this.call('GET', `/imports/${id}`);
    }
    return progress;
  }

  /** An upload that must run to its end (succeeded or failed): the ImportResult. */
  async imported(type: string, body: string | Buffer, options: UploadOptions = {}): Promise<ImportResult> {
    const answer = await this.upload(type, body, options);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  call(method: string, path: string) {
    return this.server.api(method, path, { token: this.token, tenant: this.tenant });
  }

  /** Every table of the tenant (fingerprint.ts) apart from the import messages and their errors. */
  async records(): Promise<Record<string, string>> {
    const print = await fingerprint(this.server.db, this.tenant);
    delete print.e_import_messages;
    delete print.import_errors;
    return print;
  }

  async stagedRows(): Promise<number> {
    const { rows } = await this.server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'import\\_stage\\_%'`,
    );
    let total = 0;
    for (const row of rows) total += Number((await this.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${row.table_name}`)).rows[0].n);
    return total;
  }

  async messageCount(): Promise<number> {
    const { rows } = await this.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM e_import_messages WHERE tenant = $1', [this.tenant]);
    return rows[0].n;
  }
}

/** A raw import file (en headers, `;`, decimal comma) of the given data lines. */
export const RAW_HEADER = 'Direction;Movement number;Product;Status;Loading date;Supplier;Loading site;Quantity loaded';
export const rawFile = (...lines: string[]) => `${[RAW_HEADER, ...lines].join('\r\n')}\r\n`;
export const rawLine = (
  number: string,
  quantity = '1.000,5',
  extra: Partial<Record<'direction' | 'product' | 'status' | 'date' | 'supplier' | 'site', string>> = {},
) =>
  [
    extra.direction ?? 'IN',
    number,
    extra.product ?? 'P-1',
    extra.status ?? 'offen',
    extra.date ?? '01.03.2026',
    extra.supplier ?? 'PA-1',
    extra.site ?? 'S-1',
    quantity,
  ].join(';');
