/**
 * Documents of a proof (the files attached to a sustainability data record) as both sides see them:
 * the routes, the limits and the answer shapes. The bytes live in the database, so every API node serves them.
 */

/** The largest document a proof takes: 10 MiB, checked in the browser before the upload and by the server. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** File names longer than this are refused (the common file-system limit). */
export const MAX_DOCUMENT_NAME_LENGTH = 255;

/**
 * The types a document may have, as the file's content shows them (never its name or the browser's claim):
 * certificates and proofs of sustainability come as PDF or as scans and photos. GIF, SVG (scripts) and HEIC
 * (no browser shows it) are left out.
 */
export const DOCUMENT_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'image/webp': 'WebP',
} as const;

export type DocumentContentType = keyof typeof DOCUMENT_TYPES;

/**
 * The endings (lower case) a document's name may have for its type; a name with another ending gets the
 * first (document-name.ts), so the name a download is saved under says what the file is.
 */
export const DOCUMENT_EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/tiff': ['tif', 'tiff'],
  'image/webp': ['webp'],
};

/** POST /sustainabilitydata/{key}/documents: the file's name and its bytes in base64. */
export interface DocumentUpload {
  fileName: string;
  content: string;
}

/** One entry of GET /sustainabilitydata/{key}/documents (oldest first, simple-rest paging, x-total-count). */
export interface ProofDocument {
  id: string;
  fileName: string;
  contentType: DocumentContentType;
  /** Bytes. */
  size: number;
  /** Hex SHA-256 of the content, to compare a download with the original. */
  sha256: string;
  createdAt: string;
  createdBy: string;
  /** A PoS the portal issued, in this language (GET …/pos). */
  posLanguage?: 'de' | 'en';
  /** When a reissue of the PoS superseded it. */
  supersededAt?: string;
}

/** The documents of a proof, under /api/v1; GET …/{id} answers the file, DELETE …/{id} removes it. */
export const proofDocumentsPath = (proof: string) => `/sustainabilitydata/${encodeURIComponent(proof)}/documents`;

export const proofDocumentPath = (proof: string, id: string) => `${proofDocumentsPath(proof)}/${encodeURIComponent(id)}`;
