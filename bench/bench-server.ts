import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { request } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { API_PREFIX, buildApp } from '../src/server/app';
import { DEMO_USERS } from '../src/server/db/demo-data';
import { sendApi } from './api-client';
import type { TimedDb } from './timed-db';

/** The API in-process on a free port of 127.0.0.1, called over real HTTP as one demo user of one tenant. */
export class BenchServer {
  private app?: FastifyInstance;
  private baseUrl = '';
  private token = '';

  constructor(
    readonly db: TimedDb,
    readonly tenant: string,
  ) {}

  /** Builds the app (which creates the registry's tables) without listening yet; with `staticDir`, it serves that client build too. */
  async build(staticDir?: string): Promise<FastifyInstance> {
    this.app = await buildApp({ db: this.db, staticDir });
    return this.app;
  }

  /** Empties the node's list cache: the next list request costs what a first one does. */
  forgetLists(): void {
    this.app?.listCache.clear();
  }

  /** How many list pages the node's cache has served so far. */
  get listCacheServed(): number {
    return this.app?.listCache.servedPages ?? 0;
  }

  /** Where the server listens (http://127.0.0.1:port), for a browser. */
  get url(): string {
    return this.baseUrl;
  }

  async listen(login: string): Promise<void> {
    if (!this.app) throw new Error('build() first');
    this.baseUrl = await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.token = await this.login(login);
  }

  /** A token of another demo user (requests of a second user beside the bench's). */
  async login(login: string): Promise<string> {
    const user = DEMO_USERS.find((candidate) => candidate.login === login);
    if (!user) throw new Error(`no demo user ${login}`);
    const answer = await this.call<{ token: string }>('POST', '/account/login', { login, password: user.password }, '');
    return answer.token.replace(/^Bearer /, '');
  }

  /**
   * POSTs the file at `file` as the request body, streamed from disk (an import upload). Through node:http,
   * not fetch: the import answers when it is finished, after fetch's five-minute headers timeout.
   */
  async upload<T = Record<string, unknown>>(path: string, file: string): Promise<T> {
    const url = new URL(this.baseUrl + API_PREFIX + path);
    const headers = { 'x-tenant': this.tenant, authorization: `Bearer ${this.token}`, 'content-type': 'text/csv' };
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: body }));
        response.on('error', reject);
      });
      req.on('error', reject);
      pipeline(createReadStream(file), req).catch(reject);
    });
    if (status < 200 || status >= 300) throw new Error(`POST ${path}: ${status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }

  /**
   * GETs `path` as a stream without keeping it: its size and its last `tailBytes` bytes (a ZIP's end record),
   * so a download of any size costs the bench no memory.
   */
  async stream(path: string, tailBytes = 65_536): Promise<{ size: number; tail: Buffer }> {
    const url = new URL(this.baseUrl + API_PREFIX + path);
    const headers = { 'x-tenant': this.tenant, authorization: `Bearer ${this.token}` };
    return new Promise((resolve, reject) => {
      request(url, { headers }, (response) => {
        let size = 0;
        let tail = Buffer.alloc(0);
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-tailBytes);
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve({ size, tail }) : reject(new Error(`GET ${path}: ${response.statusCode} ${tail.toString('utf8', 0, 500)}`)),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  }

  /** A JSON call under /api/v1 with the user's token (or `token`) and X-Tenant; anything but 2xx throws with the answer. */
  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token = this.token): Promise<T> {
    const { text } = await sendApi(this.baseUrl, this.tenant, token, method, path, body);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** One page of a list (GET) and its total from x-total-count; anything but 2xx throws with the answer. */
  async list<T = Record<string, unknown>>(path: string): Promise<{ rows: T[]; total: number }> {
    const { text, header } = await sendApi(this.baseUrl, this.tenant, this.token, 'GET', path);
    return { rows: JSON.parse(text) as T[], total: Number(header('x-total-count')) };
  }

  async close(): Promise<void> {
    await this.app?.close();
  }
}
