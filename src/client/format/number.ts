/** Spec §9: numbers in the browser language with 0 to 3 fraction digits unless told otherwise. */
export function formatNumber(
  value: number | null | undefined,
  options: { locale?: string; minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const { locale = navigator.language, minimumFractionDigits = 0, maximumFractionDigits = 3 } = options;
  return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
}
