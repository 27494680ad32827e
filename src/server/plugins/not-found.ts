import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';

function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

/** Unknown routes: 404 JSON under /api; with the client served, other GETs get index.html (client-side routes). */
export const notFoundPlugin = fp(async (app: FastifyInstance, options: { spaFallback: boolean }) => {
  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && request.method === 'GET' && !isApiPath(request.url)) return reply.sendFile('index.html');
    throw errors.notFound();
  });
});
