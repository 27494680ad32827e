import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import type { DocumentUpload } from '../../shared/proof-documents/api';
import { proofDocumentsApi } from './proofDocumentsApi';

/** The query key every proof's documents start with (a PoS download adds a document). */
export const PROOF_DOCUMENTS_KEY = 'proof-documents';
const rootOf = (proof: string) => [PROOF_DOCUMENTS_KEY, proof] as const;

export function useProofDocumentPage(proof: string, page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return useQuery({
    queryKey: [...rootOf(proof), { start, pageSize }],
    queryFn: () => proofDocumentsApi.list(proof, start, start + pageSize),
    placeholderData: keepPreviousData,
  });
}

/** Attach and remove; each refreshes the proof's list when it is done, successful or not. */
export function useProofDocumentChanges(proof: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: rootOf(proof) });
  const attach = useMutation({
    mutationFn: ({ upload, onProgress }: { upload: DocumentUpload; onProgress?: (event: AxiosProgressEvent) => void }) =>
      proofDocumentsApi.attach(proof, upload, onProgress),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => proofDocumentsApi.remove(proof, id), onSettled: refresh });
  return { attach, remove };
}
