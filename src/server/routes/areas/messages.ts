import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { listMessages, markAllRead, markRead, unreadCount } from '../../users/messages';

interface ListQuery {
  unread?: '0' | '1' | 'true' | 'false';
  _start?: number;
  _end?: number;
}

/** Enough for any page the client asks for; bounds the work of one call. */
const MAX_PAGE = 100;

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      unread: { type: 'string', enum: ['0', '1', 'true', 'false'] },
      _start: { type: 'integer', minimum: 0 },
      _end: { type: 'integer', minimum: 0 },
    },
  },
} as const;

// Digits only, and bounded, so a bad id is a 404 rather than a bigint cast error.
const idSchema = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } } } } as const;

/** The signed-in user's inbox (never anyone else's), in any tenant; simple-rest paging, newest first. */
export default async function messageRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>('/messages', { config: { auth: true }, schema: listSchema }, async (request, reply) => {
    const { unread, _start = 0, _end } = request.query;
    const { rows, total } = await listMessages(app.db, request.user.id, {
      unreadOnly: unread === '1' || unread === 'true',
      offset: _start,
      limit: _end === undefined ? MAX_PAGE : Math.min(MAX_PAGE, Math.max(0, _end - _start)),
    });
    reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
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
