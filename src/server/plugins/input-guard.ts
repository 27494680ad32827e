import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';
import { findInputProblem, MAX_INPUT_DEPTH } from './unstorable-input';

/** The parts of a request that handlers pass on; X-Tenant is compared in memory by the tenant hook and Node refuses NUL in headers. */
const PARTS = ['params', 'query', 'body'] as const;

function assertStorable(request: FastifyRequest): void {
  for (const part of PARTS) {
    const problem = findInputProblem(request[part], part);
    if (!problem) continue;
    if (problem.kind === 'character') throw errors.invalidCharacter(problem.field);
    if (problem.kind === 'number') throw errors.nonFiniteNumber(problem.field);
    throw errors.nestingTooDeep(problem.field, MAX_INPUT_DEPTH);
  }
}

/**
 * One gate for input no route may see: after parsing and before validation and handlers of every
 * route, a value the database cannot hold answers 400 naming the field. The API takes JSON bodies
 * only (Fastify would otherwise hand text/plain to handlers as a string): other types answer 415.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => assertStorable(request));
});
