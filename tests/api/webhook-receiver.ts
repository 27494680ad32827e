import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with a request: answer with a status code, or keep it open (`hold`) until the test answers. */
export type Reply = number | 'hold';

/**
 * A webhook receiver on 127.0.0.1 for the tests: it records every request and answers as `reply` says, by the
 * request's number (0 the first), 200 by default.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Requests kept open, to be answered with `release`. */
  readonly held: ServerResponse[] = [];
  reply: (index: number, received: Received) => Reply = () => 200;
  private readonly server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      this.received.push(received);
      const reply = this.reply(this.received.length - 1, received);
      if (reply === 'hold') this.held.push(response);
      else response.writeHead(reply).end();
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The bodies received so far, parsed. */
  events(): { id: string; type: string; time: string; tenant: string; data: Record<string, unknown> }[] {
    return this.received.map((entry) => JSON.parse(entry.body));
  }
}
