import type { FastifyInstance } from 'fastify';

/** GET /health for load balancers: no auth, answers once the app is up. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ ok: true }));
}
