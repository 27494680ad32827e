import type { WebhookEndpoint, WebhookEndpointWithSecret, WebhookEvent } from '../../shared/webhooks';
import { WEBHOOKS_ROUTE } from '../../shared/webhooks';
import { http } from '../api/http';

/** What the endpoint form sends. */
export interface EndpointInput {
  url: string;
  events: WebhookEvent[];
  resources: string[] | null;
  active: boolean;
}

/** The webhook calls of the page besides its lists (src/server/routes/areas/webhooks.ts); the current tenant goes as X-Tenant. */
export const webhooksApi = {
  create: async (input: EndpointInput) => (await http.post<WebhookEndpointWithSecret>(WEBHOOKS_ROUTE, input)).data,
  update: async (id: string, input: Partial<EndpointInput>) => (await http.patch<WebhookEndpoint>(`${WEBHOOKS_ROUTE}/${id}`, input)).data,
  remove: async (id: string) => void (await http.delete(`${WEBHOOKS_ROUTE}/${id}`)),
  rotateSecret: async (id: string) => (await http.post<{ secret: string }>(`${WEBHOOKS_ROUTE}/${id}/rotate-secret`)).data.secret,
  sendAgain: async (id: string, delivery: string) => void (await http.post(`${WEBHOOKS_ROUTE}/${id}/deliveries/${delivery}/retry`)),
};
