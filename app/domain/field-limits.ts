/* Without Zod, so that forms in a page's first load can read the limits. */
/**
 * The longest value each kind of stored text may hold. One contract per field: the public forms
 * (and their maxLength), the server actions, better-auth's endpoints, the database's CHECK
 * constraints (generated from the schemas, db/field-limits.server.ts) and the back-office's
 * reading all take their limit from here, so a value one accepts the others accept too.
 */
export const TEXT_LIMITS = {
  /** A person's full name (one word of it may be all of it). */
  personName: 120,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 40,
  company: 160,
  jobTitle: 120,
  subject: 200,
  /** A record's heading: a lead's or opportunity's title. */
  title: 160,
  /** What a visitor writes, and the descriptions and notes it becomes. */
  message: 5000,
  /** A note added on a record's activity. */
  note: 2000,
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

/** Control characters: none belongs in a one-line field. */
// eslint-disable-next-line no-control-regex -- matches control characters on purpose
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** In a multi-line text, line breaks and tabs are text; the other control characters are not (PostgreSQL cannot even store NUL). */
// eslint-disable-next-line no-control-regex -- matches control characters on purpose
export const NON_TEXT_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
