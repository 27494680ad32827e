import type { FastifyInstance } from 'fastify';
import { rolesMatrix, type RolesMatrix } from '../../../shared/permissions';
import { requirePermission } from '../../users/authorize';

/** GET /roles: the permission table the server enforces, as a matrix for the roles page. */
export default async function roleRoutes(app: FastifyInstance) {
  app.get('/roles', { config: { tenant: true } }, async (request): Promise<RolesMatrix> => {
    requirePermission(request.user, request.tenant, 'roles.view');
    return rolesMatrix();
  });
}
