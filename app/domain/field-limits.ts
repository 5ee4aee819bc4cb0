/* Without Zod, so that forms in a page's first load can read the limits. */
/**
 * The longest value each kind of stored text may hold. One contract per field: the public forms
 * (and their maxLength), the server actions, better-auth's endpoints, the database's CHECK
 * constraints (generated from the schemas, app/entities/column-limits.server.ts) and the back-office's
 * reading all take their limit from here, so a value one accepts the others accept too.
 */
export const TEXT_LIMITS = {
  /** A person's full name (one word of it may be all of it). */
  personName: 120,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 40,
  company: 160,
  /** A trade register number: J40/1234/2015, or the form used since 2024, J2015001234400. */
  tradeRegister: 40,
  /** A client's tax identifier: a CUI/CIF, an EU VAT number (ES X1234567X), another country's tax number. */
  taxId: 20,
  jobTitle: 120,
  subject: 200,
  /** A postal address on one or a few lines: an installation's site. */
  address: 300,
  /** A record's heading: a lead's or opportunity's title. */
  title: 160,
  /** What a visitor writes, and the descriptions and notes it becomes. */
  message: 5000,
  /** A note added on a record's activity, or the reason a payment was reversed. */
  note: 2000,
  /** A payment's reference: a bank transfer's number, a receipt's. */
  paymentReference: 100,
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

/**
 * Characters that change how text is shown rather than what it says: the C0 and C1 controls
 * (U+0085 among them), the line and paragraph separators U+2028 and U+2029, and the bidirectional
 * marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A-U+202E,
 * U+2066-U+2069), which can make a name or subject read otherwise in a mail's Subject or Reply-To
 * than what was typed. None belongs in a one-line field; every one-line check uses this.
 */
export const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matches control characters on purpose
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/**
 * In a multi-line text, line breaks and tabs are text; the other controls and the bidirectional
 * ones are not (PostgreSQL cannot even store NUL). U+0085, U+2028 and U+2029 are line breaks
 * too: normaliseLineBreaks turns them into LF before this is checked.
 */
export const NON_TEXT_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matches control characters on purpose
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A multi-line text's other line separators (NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR) as the LF every text uses. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/[\u0085\u2028\u2029]/g, "\n");
}
