import type { FastifyInstance } from 'fastify';

/** GET /health for load balancers: no auth, answers once the app is up. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ ok: true }));
}
