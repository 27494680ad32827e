import { Agent, request } from 'node:http';
import { API_PREFIX } from '../src/server/app';

/** An answer other than 2xx: its status beside the message, so a load run can count failures by status. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Connections kept open between calls, as a browser keeps them: the load process sends thousands of requests
 * a second, and node:http spends less of the machine per request than fetch, leaving the cores to the server.
 */
const agent = new Agent({ keepAlive: true });

/** One call under /api/v1 with X-Tenant and (unless empty) the bearer token; anything but 2xx throws an HttpError. */
export function sendApi(
  baseUrl: string,
  tenant: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ text: string; header: (name: string) => string | undefined }> {
  const headers: Record<string, string> = { 'x-tenant': tenant };
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + API_PREFIX + path, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) reject(new HttpError(`${method} ${path}: ${status} ${text.slice(0, 500)}`, status));
        else resolve({ text, header: (name) => [response.headers[name.toLowerCase()]].flat()[0] });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A user of the API at `baseUrl` in one tenant, over real HTTP (a simulated user of the load scenario). */
export class ApiClient {
  private token = '';

  constructor(
    readonly baseUrl: string,
    readonly tenant: string,
  ) {}

  /** Logs in (POST /account/login); later calls carry the token. */
  async logIn(login: string, password: string): Promise<void> {
    const answer = await this.call<{ token: string }>('POST', '/account/login', { login, password });
    this.token = answer.token.replace(/^Bearer /, '');
  }

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const { text } = await sendApi(this.baseUrl, this.tenant, this.token, method, path, body);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** One page of a list (GET) and its total from x-total-count. */
  async list<T = Record<string, unknown>>(path: string): Promise<{ rows: T[]; total: number }> {
    const { text, header } = await sendApi(this.baseUrl, this.tenant, this.token, 'GET', path);
    return { rows: JSON.parse(text) as T[], total: Number(header('x-total-count')) };
  }
}
