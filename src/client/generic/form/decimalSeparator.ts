/** The decimal separator of a locale ("," for de, "." for en); inputs follow the browser language like the list. */
export function decimalSeparator(locale: string = navigator.language): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
