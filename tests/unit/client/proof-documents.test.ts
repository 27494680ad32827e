import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../src/client/format/fileSize';
import { fileToBase64 } from '../../../src/client/format/fileToBase64';
import { documentFileProblem } from '../../../src/client/proof-documents/documentFileCheck';
import { MAX_DOCUMENT_BYTES } from '../../../src/shared/proof-documents/api';
import { PNG_BYTES, pdfBytes } from '../../support/sample-files';

describe("file sizes are shown in the user's language", () => {
  it('in bytes, KB and MB with binary steps', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(MAX_DOCUMENT_BYTES, 'en')).toBe('10 MB');
  });

  it('with the decimal comma in German', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });
});

describe('file to base64', () => {
  it('gives the bytes of a file as plain base64', async () => {
    expect(await fileToBase64(new Blob([new Uint8Array(PNG_BYTES)]))).toBe(PNG_BYTES.toString('base64'));
  });
});

describe('a document is checked in the browser as the server checks it', () => {
  it('a PDF and a PNG pass', async () => {
    expect(await documentFileProblem(new Blob([new Uint8Array(pdfBytes())]))).toBeUndefined();
    expect(await documentFileProblem(new Blob([new Uint8Array(PNG_BYTES)]))).toBeUndefined();
  });

  it("an empty file, a file above the limit and a text file named .pdf are refused with the server's codes", async () => {
    expect(await documentFileProblem(new File([], 'empty.pdf'))).toEqual({ code: 'DOCUMENT_EMPTY' });
    expect(await documentFileProblem(new Blob([new Uint8Array(MAX_DOCUMENT_BYTES + 1)]))).toEqual({ code: 'DOCUMENT_TOO_LARGE' });
    expect(await documentFileProblem(new File(['only text'], 'certificate.pdf'))).toEqual({ code: 'DOCUMENT_TYPE', detected: 'text/plain' });
  });
});
