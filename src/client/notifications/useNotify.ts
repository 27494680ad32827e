import { App } from 'antd';
import { useMemo } from 'react';
import { notificationDurationSeconds } from '../../shared/notifications';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

/** antd notifications with our durations (shared/notifications.ts); for messages outside refine's hooks. Keyed by text, so a repeat replaces instead of stacking. */
export function useNotify() {
  const { notification } = App.useApp();
  return useMemo(
    () => (kind: NotifyKind, message: string, description?: string) =>
      notification[kind]({ key: message, message, description, duration: notificationDurationSeconds(kind) }),
    [notification],
  );
}
