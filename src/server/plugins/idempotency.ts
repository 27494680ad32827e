import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '../../shared/idempotency';
import { ApiError } from '../errors';
import { claimKey, findKey, purgeExpiredKeys, releaseKey, storeAnswer, type StoredAnswer } from '../idempotency/idempotency-store';

/** How often a node drops the keys whose day is over. */
const PURGE_MS = 3_600_000;

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const idempotencyErrors = {
  invalid: () =>
    new ApiError(400, 'IDEMPOTENCY_KEY_INVALID', `${IDEMPOTENCY_KEY_HEADER} must be 1 to 200 visible ASCII characters.`, { field: 'headers.idempotency-key' }),
  reused: () => new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', `This ${IDEMPOTENCY_KEY_HEADER} was sent with another request.`),
  inUse: () => new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', `The first request with this ${IDEMPOTENCY_KEY_HEADER} is still running.`, { retryAfterSeconds: 2 }),
};

/** The request's claim on its key: who, which key, and the hash of what it sent (known once the body is read). */
interface Claim {
  tenant: string;
  actor: string;
  key: string;
  body: Hash;
  /** The body's hash, once its last byte passed. */
  bodyHash?: string;
  /** This request holds the key and stores its answer. */
  owner: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

/** Ends the body's hash (once: a hash can be digested once). */
function endBodyHash(claim: Claim): string {
  claim.bodyHash ??= claim.body.digest('hex');
  return claim.bodyHash;
}

/** Passes the body through unchanged while hashing it, so the hash covers exactly the bytes the route read. */
function hashing(payload: Readable, claim: Claim): Transform {
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      claim.body.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      endBodyHash(claim);
      done();
    },
  });
  payload.on('error', (error) => through.destroy(error));
  return payload.pipe(through);
}

/** What identifies the request besides its key: method, URL with query, and the body's bytes. */
const fingerprintOf = (request: FastifyRequest, bodyHash: string) => createHash('sha256').update(`${request.method} ${request.url}\n${bodyHash}`).digest('hex');

/**
 * The body's hash. A body the route reads itself (an upload) and has not read to its end, a replayed one or
 * the rest of one it stopped reading, is read to its end first; a request without a body hashes no bytes.
 */
async function bodyHashOf(request: FastifyRequest, claim: Claim): Promise<string> {
  const body = request.body;
  if (claim.bodyHash === undefined && body instanceof Readable && !body.readableEnded) await finished(body.resume());
  return endBodyHash(claim);
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.status(answer.status).header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body ?? undefined);
}

/**
 * Writes sent with an Idempotency-Key (docs/api-guide.md): the first request's answer is kept for a day per
 * tenant, actor (user or API token) and key, in the database so every node agrees. The same key with the same
 * method, URL and body answers the kept answer again without doing the work twice; with anything else 422;
 * while the first still runs 409. An answer of 5xx is not kept, so the request can be sent again. Register
 * after the auth and tenant plugins.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const purge = setInterval(() => {
    purgeExpiredKeys(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not drop expired idempotency keys'));
  }, PURGE_MS).unref();
  app.addHook('onClose', () => clearInterval(purge));

  app.addHook('preParsing', async (request, _reply, payload) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const { auth, tenant } = request.routeOptions.config;
    if (key === undefined || !WRITING_METHODS.has(request.method) || (!auth && !tenant)) return payload;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw idempotencyErrors.invalid();
    const actor = request.apiToken ? `token:${request.apiToken.id}` : `user:${request.user.id}`;
    request.idempotency = { tenant: request.tenant, actor, key, body: createHash('sha256'), owner: false };
    return hashing(payload, request.idempotency);
  });

  app.addHook('preHandler', async (request, reply) => {
    const claim = request.idempotency;
    if (!claim) return;
    // A body the route reads itself (an upload) is hashed as it streams; the claim's fingerprint is set when it is answered.
    const fingerprint = claim.bodyHash === undefined ? '' : fingerprintOf(request, claim.bodyHash);
    if (await claimKey(app.db, claim, fingerprint)) {
      claim.owner = true;
      return;
    }
    const found = await findKey(app.db, claim);
    if (found?.answer === undefined) throw idempotencyErrors.inUse();
    if (found.fingerprint !== fingerprintOf(request, await bodyHashOf(request, claim))) throw idempotencyErrors.reused();
    return replay(reply, found.answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim?.owner) return payload;
    claim.owner = false;
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === undefined || payload === null;
    if (reply.statusCode >= 500 || !storable) {
      await releaseKey(app.db, claim);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await storeAnswer(app.db, claim, fingerprintOf(request, await bodyHashOf(request, claim)), {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: payload === undefined || payload === null ? null : Buffer.from(payload as string | Buffer),
    });
    return payload;
  });

  // A request that ends without an answer (the client went away) gives its key back.
  app.addHook('onRequestAbort', async (request) => {
    const claim = request.idempotency;
    if (claim?.owner) await releaseKey(app.db, claim);
  });
});
