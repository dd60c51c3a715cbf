/**
 * What duplicate detection compares (a lead with the same e-mail, phone or company as one of the
 * last 90 days): folded so that "ACME Ltd." and "acme ltd" or "+86 138-0013-8000" and
 * "13800138000" meet. Stored on the lead (migration 014) so the comparison is an indexed lookup.
 */
export const DUPLICATE_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, without China's country code: too short a number (under 6 digits) matches nothing. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^0086|^86(?=1\d{10}$)/, "");
  return digits.length >= 6 ? digits : "";
}

/** Case, width and spacing folded, trailing punctuation dropped. */
export function companyKey(company: string): string {
  return company
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.,;:!?。，、]+$/u, "")
    .trim();
}
