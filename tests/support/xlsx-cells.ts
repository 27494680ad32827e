import { strFromU8, unzipSync } from 'fflate';

export type XlsxCell = string | number | boolean | null;

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]);

/** A cell of the sheet: its reference, attributes and content. */
const CELL = /<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;

/** Column letters of a cell reference as a 0-based index: A → 0, Z → 25, AA → 26. */
const columnIndex = (reference: string) => [...reference.replace(/\d+$/, '')].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/**
 * The cells of a sheet (the first unless `sheetNumber` names another) of an XLSX file, row by row (empty cells null): a small reader of the parts
 * a plain sheet has (shared strings, numbers, booleans, inline strings), enough to read an export back.
 */
export function readXlsxCells(file: Uint8Array, sheetNumber = 1): XlsxCell[][] {
  const parts = unzipSync(file);
  const shared = parts['xl/sharedStrings.xml']
    ? [...strFromU8(parts['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        unescapeXml([...match[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((text) => text[1]).join('')),
      )
    : [];
  const sheet = strFromU8(parts[`xl/worksheets/sheet${sheetNumber}.xml`]);
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: XlsxCell[] = [];
    for (const cell of row[1].matchAll(CELL)) {
      const [, reference, attributes, content = ''] = cell;
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(content)?.[1];
      const index = columnIndex(reference);
      while (cells.length < index) cells.push(null);
      if (type === 's') cells.push(shared[Number(value)]);
      else if (type === 'inlineStr') cells.push(unescapeXml(/<t[^>]*>([\s\S]*?)<\/t>/.exec(content)?.[1] ?? ''));
      else if (type === 'b') cells.push(value === '1');
      else if (type === 'str') cells.push(unescapeXml(value ?? ''));
      else cells.push(value === undefined ? null : Number(value));
    }
    return cells;
  });
}

/** The references of the first sheet's cells that hold a formula (`<f>`): an export writes none. */
export function xlsxFormulaCells(file: Uint8Array): string[] {
  const sheet = strFromU8(unzipSync(file)['xl/worksheets/sheet1.xml']);
  return [...sheet.matchAll(CELL)].filter(([, , , content = '']) => /<f[\s>/]/.test(content)).map(([, reference]) => reference);
}
