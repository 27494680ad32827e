/** Yes/no words of ERP and Excel files (compared lower case). */
const WORDS = new Map<string, boolean>([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  ['ja', true],
  ['nein', false],
  ['yes', true],
  ['no', false],
  ['x', true],
  ['wahr', true],
  ['falsch', false],
]);

/** `true`/`false`/`1`/`0`/`ja`/`nein`/`yes`/`no`/`x` as a boolean, else undefined. */
export const parseBoolean = (text: string): boolean | undefined => WORDS.get(text.toLowerCase());
