/** Between a referenced record's key and its label wherever it is named: "P-1 – Weser Fuels" (lists, exports, the round trip import). */
export const REFERENCE_SEPARATOR = ' – ';
