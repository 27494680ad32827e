/** Small files for the document tests: a one-page PDF (with `text` in it, so files differ), a 1×1 PNG and JPEG, a PNG-HTML polyglot. */
export function pdfBytes(text = 'Proof of sustainability'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
      `% ${text}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A 1×1 baseline JPEG. */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A PNG with an HTML page appended (a polyglot): its content is a PNG, whatever its name says. */
export const PNG_WITH_HTML = Buffer.concat([PNG_BYTES, Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')]);
