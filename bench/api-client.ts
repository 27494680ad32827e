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

/** One call under /api/v1 with X-Tenant and (unless empty) the bearer token; anything but 2xx throws an HttpError. */
export async function sendApi(
  baseUrl: string,
  tenant: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ text: string; headers: Headers }> {
  const headers: Record<string, string> = { 'x-tenant': tenant };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + API_PREFIX + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new HttpError(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`, response.status);
  return { text, headers: response.headers };
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
    const { text, headers } = await sendApi(this.baseUrl, this.tenant, this.token, 'GET', path);
    return { rows: JSON.parse(text) as T[], total: Number(headers.get('x-total-count')) };
  }
}
