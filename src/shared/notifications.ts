export type NotificationKind = 'success' | 'error' | 'progress' | 'info' | 'warning' | string;

/** How long a notification shows: success 5 s, error 15 s, every other kind 10 s. */
export function notificationDurationSeconds(kind: NotificationKind): number {
  if (kind === 'success') return 5;
  if (kind === 'error') return 15;
  return 10;
}
