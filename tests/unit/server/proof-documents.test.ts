import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../src/server/proof-documents/content-disposition';
import { checkUpload } from '../../../src/server/proof-documents/upload';
import { checkDocumentType } from '../../../src/shared/proof-documents/document-type';
import { PNG_BYTES, pdfBytes } from '../../support/sample-files';

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('the type of a document is decided by its content', () => {
  it('PDF and PNG are allowed whatever they are called', async () => {
    expect(await checkDocumentType(pdfBytes())).toEqual({ allowed: true, contentType: 'application/pdf' });
    expect(await checkDocumentType(PNG_BYTES)).toEqual({ allowed: true, contentType: 'image/png' });
  });

  it('text, an unknown binary and a ZIP are refused, named as what they are', async () => {
    expect(await checkDocumentType(Buffer.from('Grüße, only text'))).toEqual({ allowed: false, detected: 'text/plain' });
    expect(await checkDocumentType(Buffer.from([0, 1, 2, 3, 0xff, 0xfe]))).toEqual({ allowed: false, detected: 'application/octet-stream' });
    expect(await checkDocumentType(Buffer.from('PK\u0003\u0004'))).toEqual({ allowed: false, detected: 'application/zip' });
  });

  it('SVG (it can carry scripts) is not an allowed image', async () => {
    expect((await checkDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).allowed).toBe(false);
  });
});

describe('an upload is checked before it is stored', () => {
  const content = pdfBytes().toString('base64');

  it('takes base64 with line breaks (as base64 tools wrap it)', async () => {
    const wrapped = content.replace(/(.{76})/g, '$1\r\n');
    expect((await checkUpload({ fileName: ' a.pdf ', content: wrapped })).content.equals(pdfBytes())).toBe(true);
  });

  it('keeps the trimmed file name and computes the SHA-256', async () => {
    const checked = await checkUpload({ fileName: ' PoS.pdf ', content });
    expect(checked.fileName).toBe('PoS.pdf');
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses bodies that are not an upload', async () => {
    for (const body of [null, [], 'text', { fileName: 'a.pdf' }, { content }]) expect(await code(checkUpload(body))).toBe('DOCUMENT_INVALID');
  });

  it('refuses a data URL: only the base64 part is the content', async () => {
    expect(await code(checkUpload({ fileName: 'a.pdf', content: `data:application/pdf;base64,${content}` }))).toBe('DOCUMENT_INVALID');
  });
});

describe('the download names the file safely (RFC 6266 / RFC 5987)', () => {
  it('an ASCII name stays as it is in both forms', () => {
    expect(attachmentDisposition('PoS-2026.pdf')).toBe(`attachment; filename="PoS-2026.pdf"; filename*=UTF-8''PoS-2026.pdf`);
  });

  it('quotes, backslashes, percent signs and non-ASCII never reach the plain name; the UTF-8 name keeps them encoded', () => {
    expect(attachmentDisposition('a"b\\c%d é(1).pdf')).toBe(`attachment; filename="a_b_c_d _(1).pdf"; filename*=UTF-8''a%22b%5Cc%25d%20%C3%A9%281%29.pdf`);
  });
});
