import type { NotificationConfig } from 'antd/es/notification/interface';
import './notifications.css';

/**
 * Where notifications appear: top centre, over the header's empty middle, compact (notifications.css).
 * The top right corner holds the controls a user reaches for next (a list's Columns / Export / Create, a
 * drawer's Cancel / Save), the bottom right a list's pagination and row actions, the bottom left the
 * sidebar and a form's Save. Several at once stack into one pile instead of growing down over the page.
 */
export const NOTIFICATION_PLACEMENT: NotificationConfig = { placement: 'top', top: 8, stack: { threshold: 1 } };
