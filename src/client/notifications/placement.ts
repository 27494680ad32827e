import type { NotificationConfig } from 'antd/es/notification/interface';

/**
 * Where notifications appear: top centre, over the header's empty middle. The top right corner holds the
 * controls a user reaches for next (a list's Columns / Export / Create, a drawer's Cancel / Save), the
 * bottom right a list's pagination and row actions, the bottom left the sidebar and a form's Save.
 */
export const NOTIFICATION_PLACEMENT: NotificationConfig = { placement: 'top', top: 8 };
