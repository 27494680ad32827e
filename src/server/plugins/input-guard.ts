import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isMalformedKey } from '../../shared/record-key';
import type { Registry } from '../../shared/registry';
import { errors } from '../errors';
import { findInputProblem, MAX_INPUT_DEPTH } from './unstorable-input';

/** The parts of a request that handlers pass on; X-Tenant is compared in memory by the tenant hook and Node refuses NUL in headers. */
const PARTS = ['params', 'query', 'body'] as const;

/** The entity whose record a `/{resource}/:key` route names (the segment before `:key`). */
function keyEntity(url: string | undefined, registry: Registry) {
  const segments = (url ?? '').split('/');
  const index = segments.indexOf(':key');
  return index > 0 ? registry.get(segments[index - 1]) : undefined;
}

/** "Invalid ID": every route with a `:key` refuses a key no record can have, before anything looks it up. */
function assertWellFormedKey(request: FastifyRequest, registry: Registry): void {
  const key = (request.params as { key?: unknown } | undefined)?.key;
  if (typeof key !== 'string') return;
  if (isMalformedKey(key, keyEntity(request.routeOptions.url, registry))) throw errors.invalidId();
}

function assertStorable(request: FastifyRequest): void {
  for (const part of PARTS) {
    // A body a route reads itself (an upload) is a stream: its bytes are checked where they are read.
    if (request[part] instanceof Readable) continue;
    const problem = findInputProblem(request[part], part);
    if (!problem) continue;
    if (problem.kind === 'character') throw errors.invalidCharacter(problem.field);
    if (problem.kind === 'number') throw errors.nonFiniteNumber(problem.field);
    if (problem.kind === 'inexact') throw errors.inexactNumber(problem.field);
    throw errors.nestingTooDeep(problem.field, MAX_INPUT_DEPTH);
  }
}

/**
 * One gate for input no route may see: after parsing and before validation and handlers of every
 * route, a malformed record key answers 400 INVALID_ID and a value the database cannot hold 400 naming the field. The API takes JSON bodies
 * only (Fastify would otherwise hand text/plain to handlers as a string): other types answer 415.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    assertWellFormedKey(request, app.registry);
    assertStorable(request);
  });
});
