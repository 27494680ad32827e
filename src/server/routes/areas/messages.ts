import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../../lists/page-params';
import { listMessages, markAllRead, markRead, unreadCount } from '../../users/messages';

const listSchema = {
  querystring: {
    type: 'object',
    properties: { unread: { type: 'string', enum: ['0', '1', 'true', 'false'] }, ...PAGE_QUERYSTRING },
  },
} as const;

// Digits only, and bounded, so a bad id is a 404 rather than a bigint cast error.
const idSchema = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } } } } as const;

/** The signed-in user's inbox (never anyone else's), in any tenant; simple-rest paging, newest first. */
export default async function messageRoutes(app: FastifyInstance) {
  app.get<{ Querystring: QueryInput }>('/messages', { config: { auth: true }, schema: listSchema }, async (request, reply) => {
    const { unread } = request.query;
    const page = fixedOrderPage(request.query);
    const { rows, total } = await listMessages(app.db, request.user.id, { unreadOnly: unread === '1' || unread === 'true', ...page });
    setTotalCount(reply, total);
    return rows;
  });

  app.get('/messages/unread-count', { config: { auth: true } }, async (request) => ({ count: await unreadCount(app.db, request.user.id) }));

  app.post<{ Params: { id: string } }>('/messages/:id/read', { config: { auth: true }, schema: idSchema }, async (request) => {
    const found = await app.db.transaction((tx) => markRead(tx, request.user.id, request.params.id));
    if (!found) throw errors.notFound();
    return { success: true };
  });

  app.post('/messages/read-all', { config: { auth: true } }, async (request) => ({
    updated: await app.db.transaction((tx) => markAllRead(tx, request.user.id)),
  }));
}
