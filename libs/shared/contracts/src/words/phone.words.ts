/** Only the marks people type between a phone number's digits; anything else (a "+", an extension) is shown as typed. */
const PHONE_PUNCTUATION = /^[\d\s().-]+$/;

/**
 * A phone number as the admin reads it: a 10-digit US number as "(773) 555-0199", anything else as typed, so an
 * international or extension number is never mangled. The stored value (docs/product/api.md#entities: digits only)
 * stays as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (!PHONE_PUNCTUATION.test(phone) || digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
