/** Message kinds; the client words them via messages.kinds.<kind> (add one here and in both locales). */
export type MessageKind = 'passwordChanged' | 'twoFactorEnabled' | 'twoFactorDisabled' | 'accessGranted' | 'webhookDisabled';

/** One inbox entry as the messages API answers it. */
export interface InboxMessage {
  id: string;
  tenant: string | null;
  kind: string;
  params: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
}
