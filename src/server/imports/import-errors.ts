import { ApiError } from '../errors';

/**
 * Refusals of POST /imports before an import starts (src/shared/imports/api.ts). `messageKey` is the
 * key in locales/{lang}/imports.json the import view shows; `message` the English text.
 */
export const importErrors = {
  typeForbidden: (type: string) =>
    new ApiError(403, 'IMPORT_TYPE_FORBIDDEN', 'This import type is not available for the current tenant.', {
      messageKey: 'errors.typeForbidden',
      params: { type },
    }),
  fileRequired: (company: string) =>
    new ApiError(400, 'IMPORT_FILE_REQUIRED', `Please select a ${company} CSV file.`, { messageKey: 'errors.fileRequired', params: { company } }),
  order: (type: string, requires: string[]) =>
    new ApiError(409, 'IMPORT_ORDER', `${requires.join(', ')} must be imported before ${type}.`, {
      messageKey: 'errors.importOrder',
      params: { type, requires: requires.join(', ') },
    }),
  running: (type: string) =>
    new ApiError(409, 'IMPORT_RUNNING', `An import of ${type} is already running for this tenant.`, { messageKey: 'errors.importRunning', params: { type } }),
  tooLarge: (limit: number) =>
    new ApiError(413, 'IMPORT_TOO_LARGE', `The file is larger than ${limit} bytes.`, { messageKey: 'errors.fileTooLarge', params: { limit }, limit }),
  invalidId: () => new ApiError(400, 'INVALID_ID', 'Invalid ID', { field: 'query.id' }),
  idTaken: () => new ApiError(409, 'IMPORT_ID_TAKEN', 'An import with this id exists already.', { messageKey: 'errors.importIdTaken' }),
};
