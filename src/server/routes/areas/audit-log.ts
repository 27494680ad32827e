import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIT_LOG_LIST, buildAuditQuery } from '../../audit/audit-query';
import { columnListQuerystring } from '../../lists/column-list';
import { setTotalCount, type QueryInput } from '../../lists/page-params';
import { requirePermission } from '../../users/authorize';

interface AuditRow {
  id: number;
  at: Date | string;
  user_login: string;
  entity: string;
  entity_key: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Before the query runs, so a non-admin learns nothing but 403. */
async function adminOnly(request: FastifyRequest) {
  requirePermission(request.user, request.tenant, 'auditLog.view');
}

/** GET /audit-log: the current tenant's changes, newest first, simple-rest paging and filters (admins only). */
export default async function auditLogRoutes(app: FastifyInstance) {
  const schema = { querystring: { type: 'object', properties: columnListQuerystring(AUDIT_LOG_LIST) } };
  app.get<{ Querystring: QueryInput }>('/audit-log', { config: { tenant: true }, schema, preValidation: adminOnly }, async (request, reply) => {
    const query = buildAuditQuery(request.tenant, request.query);
    // Safe integers checked by readPage.
    const page = `LIMIT ${query.page.limit} OFFSET ${query.page.offset}`;
    const [rows, count] = await Promise.all([
      app.db.query<AuditRow>(
        `SELECT id, at, user_login, entity, entity_key, action, before, after FROM audit_log
         WHERE ${query.where} ORDER BY ${query.orderBy} ${page}`,
        query.params.values,
      ),
      app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log WHERE ${query.where}`, query.params.values),
    ]);
    setTotalCount(reply, count.rows[0].total);
    return rows.rows.map((row) => ({
      id: Number(row.id),
      at: row.at instanceof Date ? row.at.toISOString() : new Date(row.at).toISOString(),
      user: row.user_login,
      entity: row.entity,
      key: row.entity_key,
      action: row.action,
      before: row.before,
      after: row.after,
    }));
  });
}
