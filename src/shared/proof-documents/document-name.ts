import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_NAME_LENGTH, type DocumentContentType } from './api';

/** A name's ending: after its last dot, one to five letters or digits, at least one a letter (`.2024` of a date is none). */
const ENDING = /^(.+)\.([a-z0-9]{1,5})$/i;
const HAS_LETTER = /[a-z]/i;

/**
 * The name a document is stored and downloaded under: the given name when its ending fits the type its
 * content has (`photo.JPG` for a JPEG), else the same stem with the type's ending instead of the one it had
 * (`poly.html` → `poly.png`) or added to a name without one (`scan` → `scan.pdf`), shortened to the limit.
 */
export function documentFileName(fileName: string, contentType: DocumentContentType): string {
  const extensions = DOCUMENT_EXTENSIONS[contentType];
  const match = ENDING.exec(fileName);
  const ending = match && HAS_LETTER.test(match[2]) ? match[2].toLowerCase() : undefined;
  if (ending && extensions.includes(ending)) return fileName;
  const suffix = `.${extensions[0]}`;
  const stem = (ending && match ? match[1] : fileName).replace(/\.+$/, '') || fileName;
  // Cut by code units: a surrogate pair cut in half is dropped whole.
  return stem.slice(0, MAX_DOCUMENT_NAME_LENGTH - suffix.length).replace(/[\uD800-\uDBFF]$/, '') + suffix;
}
