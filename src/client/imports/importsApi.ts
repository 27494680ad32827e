import axios, { type AxiosProgressEvent } from 'axios';
import type { ImportError, ImportResult, ImportTypesResponse } from '../../shared/imports/api';
import type { Language } from '../../shared/settings';
import { http } from '../api/http';

/** The server translates `message` of errors and warnings into the language the request names. */
const inLanguage = (language: Language) => ({ 'Accept-Language': language });
const path = (id: string) => `/imports/${encodeURIComponent(id)}`;

export interface ErrorPage {
  errors: ImportError[];
  total: number;
}

export interface StartImport {
  file: Blob;
  fileName: string;
  type: string;
  id: string;
  language: Language;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  signal?: AbortSignal;
}

/** The import routes of src/shared/imports/api.ts, on the authenticated axios instance (token, tenant). */
export const importsApi = {
  types: async (language: Language) => (await http.get<ImportTypesResponse>('/import-types', { headers: inLanguage(language) })).data,

  sample: async (type: string) => (await http.get<Blob>(`/import-types/${encodeURIComponent(type)}/sample`, { responseType: 'blob' })).data,

  /**
   * Sends the file's bytes as the body, streamed by the browser (not base64 in JSON, as proof documents are:
   * a file of a million rows must neither be held twice nor grow by a third). Answers
   * the finished import, succeeded or failed.
   */
  start: async ({ file, fileName, type, id, language, onUploadProgress, signal }: StartImport) =>
    (
      await http.post<ImportResult>('/imports', file, {
        params: { type, fileName, id },
        headers: { ...inLanguage(language), 'Content-Type': 'text/csv' },
        onUploadProgress,
        signal,
        // The answer comes once the whole file is written: no client-side timeout may cut a long import.
        timeout: 0,
      })
    ).data,

  /** The import so far; null while the server has not seen it yet (404). */
  progress: async (id: string, language: Language): Promise<ImportResult | null> => {
    try {
      return (await http.get<ImportResult>(path(id), { headers: inLanguage(language) })).data;
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 404) return null;
      throw error;
    }
  },

  errors: async (id: string, start: number, end: number, language: Language): Promise<ErrorPage> => {
    const response = await http.get<ImportError[]>(`${path(id)}/errors`, { params: { _start: start, _end: end }, headers: inLanguage(language) });
    return { errors: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
  },

  errorsCsv: async (id: string, language: Language) =>
    (await http.get<Blob>(`${path(id)}/errors.csv`, { params: { lang: language }, responseType: 'blob' })).data,
};
