import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhookSettings } from './settings';
import { WebhookWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** How webhooks are checked and delivered (AppOptions.webhooks). */
    webhookSettings: WebhookSettings;
  }
}

/** The webhook settings for the routes, and this node's delivery worker: started when the app is ready, stopped when it closes. */
export const webhooksPlugin = fp(async (app: FastifyInstance, options: { settings: WebhookSettings }) => {
  app.decorate('webhookSettings', options.settings);
  const worker = new WebhookWorker(app.db, app.log, options.settings);
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
});
