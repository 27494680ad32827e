import { request, type ClientRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { DEFAULT_REQUEST_LIMITS } from '../../src/server/plugins/request-limit';
import { demoUser, useTestServer } from './harness';

// One request at work and one waiting: the third is beyond the queue.
const server = useTestServer({ requestLimits: { ...DEFAULT_REQUEST_LIMITS, concurrent: 1, queued: 1 } });
const LOGIN = 'user@tenant1.example';

/**
 * A login whose body is sent in two parts: the server takes the request in (and counts it) at its headers
 * and works on it only once `finish` sends the rest, so the test decides how long it is at work or waits.
 */
function heldLogin(): { finish: () => Promise<{ status: number; body: any }>; answered: Promise<unknown>; client: ClientRequest } {
  const body = JSON.stringify({ login: LOGIN, password: demoUser(LOGIN).password });
  const url = new URL(server.baseUrl + API_PREFIX + '/account/login');
  const client = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<{ status: number; body: any }>((resolve, reject) => {
    client.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    client.on('error', reject);
  });
  client.write(body.slice(0, 5));
  client.flushHeaders();
  return {
    client,
    answered,
    finish: () => {
      client.end(body.slice(5));
      return answered;
    },
  };
}

const gate = () => ({ running: server.app.requestGate.running(), queued: server.app.requestGate.queued() });

describe('a node under more requests than it works on at once', () => {
  it('answers a request that waited in the queue once the one at work is done', async () => {
    const atWork = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 0 }));
    const waiting = server.login(LOGIN, demoUser(LOGIN).password);
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 1 }));
    expect((await atWork.finish()).status).toBe(200);
    expect((await waiting).status).toBe(200);
    await vi.waitFor(() => expect(gate()).toEqual({ running: 0, queued: 0 }));
  });

  it('answers a request beyond the queue at once with 503 OVERLOADED and Retry-After', async () => {
    const atWork = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 0 }));
    const waiting = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 1 }));
    const refused = await server.api('GET', '/account/me');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.body).toMatchObject({ code: 'OVERLOADED', retryAfterSeconds: 2, message: expect.any(String) });
    expect((await atWork.finish()).status).toBe(200);
    expect((await waiting.finish()).status).toBe(200);
  });

  it('lets the health check and the client pages pass while the queue is full', async () => {
    const atWork = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 0 }));
    const waiting = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 1 }));
    expect((await server.api('GET', '/health')).status).toBe(200);
    // No client build here: the page's path is answered by the not-found handler, not refused.
    expect((await server.fetch('/en/login')).status).not.toBe(503);
    await atWork.finish();
    await waiting.finish();
  });

  it('drops a waiting request from the queue when its client goes away', async () => {
    const atWork = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 0 }));
    const gone = heldLogin();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 1 }));
    gone.client.destroy();
    await expect(gone.answered).rejects.toThrow();
    await vi.waitFor(() => expect(gate()).toEqual({ running: 1, queued: 0 }));
    expect((await atWork.finish()).status).toBe(200);
    await vi.waitFor(() => expect(gate()).toEqual({ running: 0, queued: 0 }));
  });
});
