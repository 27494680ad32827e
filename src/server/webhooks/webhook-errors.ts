import { ApiError } from '../errors';

/** Refusals of the webhook routes; `code` is the key the client translates (locales/<lang>/errors.json). */
export const webhookErrors = {
  urlInvalid: () => new ApiError(400, 'WEBHOOK_URL_INVALID', 'The webhook address must be an http:// or https:// URL', { field: 'url' }),
  urlUnresolved: (host: string) =>
    new ApiError(400, 'WEBHOOK_URL_UNRESOLVED', `The host name ${host} of the webhook address could not be resolved`, { field: 'url', host }),
  urlPrivate: (host: string) =>
    new ApiError(400, 'WEBHOOK_URL_PRIVATE', `The webhook address ${host} is in a private, loopback or link-local network`, { field: 'url', host }),
  unknownResources: (resources: string[]) =>
    new ApiError(400, 'WEBHOOK_UNKNOWN_RESOURCES', `Unknown resources: ${resources.join(', ')}`, { field: 'resources', resources: resources.join(', ') }),
};
