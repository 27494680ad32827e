/** What an audit log entry records (labels: `logs.actions.{action}`); the filter offers each. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'link', 'unlink', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
