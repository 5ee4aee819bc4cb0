import { z } from "~/lib/zod";
import { NUMBER_LIMITS, readNumber, type NumberKind } from "./number-limits";

export { INVOICE_MAX, MAX_INVOICE_LINES, NUMBER_LIMITS, numberInputLength, readNumber } from "./number-limits";
export type { NumberKind } from "./number-limits";

/**
 * A number field as typed (text, from a form or a query string) read as its kind's number
 * (./number-limits.ts, readNumber); anything else is refused with `message`, the key of the
 * field's translated message.
 */
export function typedNumber(kind: NumberKind, message: string) {
  return z.string(message).transform((text, ctx) => {
    const value = readNumber(kind, text);
    if (value !== null) return value;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/**
 * A number of `kind` as stored: within its range, whole or to the cent. The entity schemas read
 * records with it, and the database's CHECK constraints are generated from it.
 */
export function storedNumber(kind: NumberKind, message?: string) {
  const { min, max, decimals } = NUMBER_LIMITS[kind];
  const number = z.number(message).min(min, message).max(max, message);
  return decimals === 0 ? number.int(message) : number.multipleOf(10 ** -decimals, message);
}
