import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../src/server/proof-documents/content-disposition';
import { checkUpload } from '../../../src/server/proof-documents/upload';
import { MAX_DOCUMENT_NAME_LENGTH } from '../../../src/shared/proof-documents/api';
import { documentFileName } from '../../../src/shared/proof-documents/document-name';
import { checkDocumentType } from '../../../src/shared/proof-documents/document-type';
import { PNG_BYTES, PNG_WITH_HTML, pdfBytes } from '../../support/sample-files';

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

describe("a document's name ends as its content's type", () => {
  it('a name with the ending of its type keeps it, in any case and either spelling', () => {
    expect(documentFileName('x.pdf', 'application/pdf')).toBe('x.pdf');
    expect(documentFileName('photo.JPG', 'image/jpeg')).toBe('photo.JPG');
    expect(documentFileName('scan.jpeg', 'image/jpeg')).toBe('scan.jpeg');
    expect(documentFileName('scan.TIFF', 'image/tiff')).toBe('scan.TIFF');
  });

  it('another ending is replaced by the type’s, keeping the stem', () => {
    expect(documentFileName('poly.html', 'image/png')).toBe('poly.png');
    expect(documentFileName('PoS 2026.v2.svg', 'image/png')).toBe('PoS 2026.v2.png');
    expect(documentFileName('scan.jpg', 'image/webp')).toBe('scan.webp');
  });

  it('a name without an ending gets one; a date or a long word after the last dot is not an ending', () => {
    expect(documentFileName('scan', 'application/pdf')).toBe('scan.pdf');
    expect(documentFileName('PoS 31.12.2025', 'application/pdf')).toBe('PoS 31.12.2025.pdf');
    expect(documentFileName('proof.certificate', 'application/pdf')).toBe('proof.certificate.pdf');
    expect(documentFileName('.html', 'image/png')).toBe('.html.png');
    expect(documentFileName('scan.', 'application/pdf')).toBe('scan.pdf');
  });

  it('a name at the length limit is shortened to take the ending, never cutting a character in half', () => {
    const emoji = `${'a'.repeat(MAX_DOCUMENT_NAME_LENGTH - 6)}😀.htm`;
    expect(emoji).toHaveLength(MAX_DOCUMENT_NAME_LENGTH);
    expect(documentFileName(emoji, 'image/webp')).toBe(`${'a'.repeat(MAX_DOCUMENT_NAME_LENGTH - 6)}.webp`);
    expect(documentFileName('b'.repeat(MAX_DOCUMENT_NAME_LENGTH), 'image/png')).toBe(`${'b'.repeat(MAX_DOCUMENT_NAME_LENGTH - 4)}.png`);
  });

  it('an upload is stored under the name its content decides', async () => {
    expect((await checkUpload({ fileName: 'poly.html', content: PNG_WITH_HTML.toString('base64') })).fileName).toBe('poly.png');
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
