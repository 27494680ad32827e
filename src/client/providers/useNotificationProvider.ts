import type { NotificationProvider } from '@refinedev/core';
import { useNotificationProvider as useAntdNotificationProvider } from '@refinedev/antd';
import { App } from 'antd';
import { useMemo } from 'react';
import { notificationDurationSeconds } from '../../shared/notifications';

/** refine's own notification of a failed record load (useOne, also inside useForm). */
const isRecordLoadError = ({ type, key }: { type: string; key?: string }) => type === 'error' && Boolean(key?.endsWith('-getOne-notification'));

/**
 * refine's antd provider, except that success/error notifications get the spec §9 durations, and a
 * failed record load is no toast: the record page shows it in place (EntityForm: not found / load error).
 */
export function useNotificationProvider(): NotificationProvider {
  const base = useAntdNotificationProvider();
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      open: (params) => {
        if (params.type === 'progress') return base.open(params);
        if (isRecordLoadError(params)) return;
        notification.open({
          key: params.key,
          type: params.type,
          message: params.description ?? params.message,
          description: params.description ? params.message : undefined,
          duration: notificationDurationSeconds(params.type),
        });
      },
      close: base.close,
    }),
    [base, notification],
  );
}
