import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { API_PREFIX, buildApp, type AppOptions } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { DEMO_USERS, type DemoUser } from '../../src/server/db/demo-data';
import { openPostgresDb } from '../../src/server/db/postgres';
import { openTestDb, type TestDb } from './test-db';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as "Authorization: Bearer <token>" (a "Bearer " prefix is accepted). */
  token?: string;
  tenant?: string;
}

/** A real server on a free port with its own database; one per test file. */
export class TestServer {
  app!: FastifyInstance;
  db!: Db;
  baseUrl = '';
  private testDb?: TestDb;

  constructor(private readonly options: Omit<AppOptions, 'db'> = {}) {}

  async start(): Promise<void> {
    this.testDb = await openTestDb();
    await this.listenOn(this.testDb.db);
  }

  /** On PostgreSQL: another API node (its own app and connection pool) on this server's database. */
  async startSecondNode(): Promise<TestServer> {
    const url = this.testDb?.url;
    if (!url) throw new Error('a second node needs a PostgreSQL database (DATABASE_URL)');
    const node = new TestServer(this.options);
    const db = openPostgresDb(url);
    node.testDb = { db, url, dispose: () => db.close() };
    await node.listenOn(db);
    return node;
  }

  private async listenOn(db: Db): Promise<void> {
    this.db = db;
    this.app = await buildApp({ ...this.options, db });
    this.baseUrl = await this.app.listen({ port: 0, host: '127.0.0.1' });
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.testDb?.dispose();
  }

  /** Any path on the server, e.g. "/de/login". */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.baseUrl + path, init);
  }

  /** A JSON call under /api/v1. */
  async api<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token.replace(/^Bearer /, '')}`;
    if (options.tenant !== undefined) headers['x-tenant'] = options.tenant;
    const response = await this.fetch(API_PREFIX + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  login(login: string, password: string, code?: string) {
    return this.api('POST', '/account/login', { body: { login, password, code } });
  }

  /** Logs a demo user in and returns the login answer (fails the test when login fails). */
  async loginAs(login: string): Promise<{ token: string; refreshToken: string }> {
    const response = await this.login(login, demoUser(login).password);
    if (response.status !== 200 || !response.body.token) throw new Error(`login ${login}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }
}

/** Starts a server before the file's tests and stops it after them. */
export function useTestServer(options: Omit<AppOptions, 'db'> = {}): TestServer {
  const server = new TestServer(options);
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  return server;
}

export function demoUser(login: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`no demo user ${login}`);
  return user;
}
