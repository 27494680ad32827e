import type { AxiosProgressEvent } from 'axios';
import { proofDocumentPath, proofDocumentsPath, type DocumentUpload, type ProofDocument } from '../../shared/proof-documents/api';
import { withJsonError } from '../api/blobError';
import { http } from '../api/http';

export interface DocumentPage {
  documents: ProofDocument[];
  total: number;
}

/** The documents of a proof (sustainability data), with the auth headers of the shared axios instance. */
export const proofDocumentsApi = {
  list: async (proof: string, start: number, end: number): Promise<DocumentPage> => {
    const response = await http.get<ProofDocument[]>(proofDocumentsPath(proof), { params: { _start: start, _end: end } });
    return { documents: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
  },
  attach: (proof: string, upload: DocumentUpload, onUploadProgress?: (event: AxiosProgressEvent) => void) =>
    http.post<ProofDocument>(proofDocumentsPath(proof), upload, { onUploadProgress }).then((response) => response.data),
  download: (proof: string, id: string) =>
    withJsonError(http.get<Blob>(proofDocumentPath(proof, id), { responseType: 'blob' })).then((response) => response.data),
  remove: (proof: string, id: string) => http.delete<ProofDocument>(proofDocumentPath(proof, id)).then((response) => response.data),
};
