/** Between a referenced record's key and its label wherever it is named: "P-1 – Weser Fuels" (lists, exports, the round trip import). */
export const REFERENCE_SEPARATOR = ' – ';

/** How an option reads in a picker: "key – label", or the key where the record has no label besides it. */
export function optionText(option: { key: string; label?: string }): string {
  return option.label && option.label !== option.key ? `${option.key}${REFERENCE_SEPARATOR}${option.label}` : option.key;
}
