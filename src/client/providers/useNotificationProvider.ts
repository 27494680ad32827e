import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { useMemo } from 'react';
import { notificationDurationSeconds } from '../../shared/notifications';

/** refine's own notification of a failed record load (useOne, also inside useForm). */
const isRecordLoadError = ({ type, key }: { type: string; key?: string }) => type === 'error' && Boolean(key?.endsWith('-getOne-notification'));

/**
 * refine's notifications as antd notifications with our durations (shared/notifications.ts). A failed record load is no
 * toast: the record page shows it in place (EntityForm: not found / load error). Not refine's antd
 * provider: it would put its undo notification (and with it a markdown renderer) into the first load,
 * and the portal has no undoable mutations.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      open: (params) => {
        if (isRecordLoadError(params)) return;
        notification.open({
          key: params.key,
          type: params.type === 'progress' ? 'info' : params.type,
          message: params.description ?? params.message,
          description: params.description ? params.message : undefined,
          duration: notificationDurationSeconds(params.type),
        });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification],
  );
}
