import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';

/** Decorates `app.db`; the caller owns the connection (opens it before, closes it after the app). */
export const dbPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorate('db', options.db);
});
