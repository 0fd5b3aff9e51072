/**
 * Money kept in minor units (docs/product.md §3) as people read it: 15000 MXN is "$150.00 MXN". Formatted the
 * Mexican way whatever the UI language, with the currency code so a peso never passes for a dollar.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    });
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${code}`;
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return `${formatter.format(minorUnits / 10 ** digits)} ${code}`;
}
