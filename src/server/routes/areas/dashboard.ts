import type { FastifyInstance } from 'fastify';
import { dashboardFigures } from '../../reports/dashboard';
import { ERROR_SCHEMA } from '../../resources/openapi-schemas';

const FIGURE_ROWS = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/** GET /dashboard/figures (DashboardFigures): every tenant may ask; each part only for the areas it shows. */
export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/dashboard/figures',
    {
      config: { tenant: true },
      schema: {
        tags: ['reports'],
        summary: 'Volumes in and out per month (with inbounds and outbounds) and credits per compliance period (with the credit generation report)',
        response: { 200: { type: 'object', properties: { volumes: FIGURE_ROWS, credits: FIGURE_ROWS } }, 403: ERROR_SCHEMA },
      },
    },
    async (request) => dashboardFigures(app.db, app.registry, app.reportQueries, request.tenant),
  );
}
