import { ApiError } from '../errors';

/** The refusals of the API token routes; the client words them from `code` and the details. */
export const apiTokenErrors = {
  nameTaken: (name: string) => new ApiError(409, 'API_TOKEN_NAME_TAKEN', `The tenant already has a live API token named ${name}.`, { name }),
  nameEmpty: () => new ApiError(400, 'API_TOKEN_NAME_EMPTY', 'An API token needs a name.', { field: 'body.name' }),
  /** Areas the tenant does not show, or none at all. */
  areasUnknown: (areas: string[]) =>
    new ApiError(400, 'API_TOKEN_AREAS', `An API token needs at least one area the tenant shows; not shown: ${areas.join(', ') || '–'}.`, { areas }),
  expiryPast: () => new ApiError(400, 'API_TOKEN_EXPIRY_PAST', 'The expiry of an API token must lie in the future.', { field: 'body.expiresAt' }),
};
