import { balancePosPath, posPath, type PosLanguage } from '../../shared/pos/api';
import type { ProofDocument } from '../../shared/proof-documents/api';
import { withJsonError } from '../api/blobError';
import { http } from '../api/http';
import { saveBlob } from '../api/saveBlob';

/** The PoS routes, with the auth headers of the shared axios instance; downloads are saved under the server's name. */
export const posApi = {
  download: async (proof: string, language: PosLanguage) =>
    saveBlob((await withJsonError(http.get<Blob>(posPath(proof, language), { responseType: 'blob' }))).data, `PoS-${proof}-${language}.pdf`),
  reissue: (proof: string, language: PosLanguage) => http.post<ProofDocument>(posPath(proof, language)).then((response) => response.data),
  downloadBalance: async (balance: string, language: PosLanguage) =>
    saveBlob((await withJsonError(http.get<Blob>(balancePosPath(balance, language), { responseType: 'blob' }))).data, `PoS-${balance}-${language}.zip`),
};
