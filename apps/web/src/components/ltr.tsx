import type { ReactNode } from 'react';

/**
 * Text that is written left to right whatever the page's direction: a phone number, an e-mail, a
 * plate, a serial or a code. In a right-to-left page the browser would otherwise reorder its pieces
 * ("+52 55 1234 5678" shown as "5678 1234 55 52+"); `dir="ltr"` isolates it (unicode-bidi: isolate).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * List columns whose values are written left to right (docs/product.md §5): contact data, plates,
 * serials, codes and numbers that identify a record.
 */
const LTR_FIELD =
  /^(phone|email|plate|serial|rfc|nra|cct|code|folio|number|postalCode)$|(Phone|Email|Plate|Number|Code|Registration)$/;

export function isLtrField(key: string) {
  return LTR_FIELD.test(key);
}
