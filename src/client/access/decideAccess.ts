import type { CanParams, CanReturnType } from '@refinedev/core';
import { areaPermission, can, type Permission } from '../../shared/permissions';
import type { Registry } from '../../shared/registry';
import { routeAccess, type AccessContext } from './routeAccess';

/** Why the gate refused: an admin rule, the tenant's menu visibility, or records only a domain service writes. */
export type AccessRefusal = 'adminOnly' | 'notVisible' | 'managed';

/** Actions that write records; x-managed entities offer none of them. */
const WRITES = new Set(['create', 'edit', 'delete']);

const refused = (reason: AccessRefusal): CanReturnType => ({ can: false, reason });

/**
 * The one client access rule (docs/domain-rules.md#tenant-visibility-of-menus), mirrored from what the server enforces:
 * - `params.permission` names a permission of the shared table;
 * - an admin area (users, tenants, roles, audit-log, seed) needs the permission its action has there;
 * - a registry entity (or `params.route`, a path without language prefix) needs the route rules:
 *   admin pages their permission, data pages the tenant's visibility key;
 * - an x-managed entity can be neither created, edited nor deleted.
 */
export function decideAccess({ resource, action, params }: CanParams, context: AccessContext, registry: Registry): CanReturnType {
  const named = (params?.permission as Permission | undefined) ?? (resource ? areaPermission(resource, action) : undefined);
  if (named === null) return refused('adminOnly');
  if (named) return can(context.user, context.tenant ?? '', named) ? { can: true } : refused('adminOnly');
  const entity = resource ? registry.get(resource) : undefined;
  const path = (params?.route as string | undefined) ?? entity?.['x-route'];
  if (path) {
    const access = routeAccess(path, context, registry);
    if (access !== 'allowed') return refused(access);
  }
  if (entity?.['x-managed'] && WRITES.has(action)) return refused('managed');
  return { can: true };
}
