import { z } from "~/lib/zod";
import { isOneOf } from "~/lib/one-of";
import { fromOfficeMinute } from "./dates";
import { CONTROL_CHARACTERS, multiLineString, NON_TEXT_CHARACTERS, TEXT_LIMITS, type TextKind } from "../fields";
import { typedNumber } from "../number-fields";

/**
 * How a staff form's inputs are read on the server: each input arrives as text and leaves as the
 * value its record stores, or as the key of its message (`actions.errors.*` of the admin
 * translations), shown beside the input.
 */

/** An optional one-line text within its kind's limit. */
export const line = (kind: TextKind) =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS[kind], "tooLong")
    .refine((text) => !CONTROL_CHARACTERS.test(text), "invalidText");

/** A one-line text that must be filled in. */
export const requiredLine = (kind: TextKind) => line(kind).pipe(z.string().min(1, "required"));

/** An e-mail address that must be there. */
export const emailInput = z.string().trim().max(TEXT_LIMITS.email, "tooLong").pipe(z.email("invalidEmail"));

/** A text of several lines (line breaks and tabs allowed), within `max` characters. */
export const longText = (max: number) =>
  multiLineString()
    .trim()
    .max(max, "tooLong")
    .refine((text) => !NON_TEXT_CHARACTERS.test(text), "invalidCharacters");

/** A written text that must be there: a note, a reason. */
export const writtenText = (
  requiredKey:
    "noteRequired" | "reasonRequired" | "reversalReasonRequired" | "creditReasonRequired" | "messageRequired",
) => longText(TEXT_LIMITS.note).pipe(z.string().min(1, requiredKey));

/** An amount in euros and cents (each range is in app/domain/number-limits.ts). */
export const amount = typedNumber("amount", "invalidAmount");

/** A whole percentage, 0 to 100. */
export const wholePercent = typedNumber("wholePercent", "invalidPercent");

/** A rate in percent with up to two decimals (a commission rate, an engagement rate). */
export const ratePercent = typedNumber("rate", "invalidRate");

/** A count of things: 0 or more, whole. */
export const count = typedNumber("count", "invalidCount");

/**
 * The days staff may enter: the years 2000 to 2999. Invoice numbers count from 2000, and a date
 * input lets anyone type the year 0, which the database has no day for.
 */
const FIRST_DAY = "2000-01-01";
const LAST_DAY = "2999-12-31";
const withinRange = (text: string) => text.slice(0, 10) >= FIRST_DAY && text.slice(0, 10) <= LAST_DAY;

/** A calendar day, as a date input posts it (YYYY-MM-DD). */
export const day = z.iso.date("invalidDate").refine(withinRange, "dateOutOfRange");

/** A moment to the minute, as a datetime-local input posts it, on the office's clock; kept as ISO 8601 in UTC. */
export const minute = z
  .string()
  .trim()
  .pipe(z.iso.datetime({ local: true, precision: -1, error: "invalidDateTime" }))
  .refine(withinRange, "dateOutOfRange")
  .transform(fromOfficeMinute);

/** One of a vocabulary's values. */
export const choice = <const T extends string>(values: readonly T[]) =>
  z.custom<T>((value) => isOneOf(values, value), "invalidChoice");

/** An input left empty is "none" (null); anything typed must pass `schema`. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable());

/** A note added to a record's history: it must say something. */
export const noteInput = writtenText("noteRequired");

/** Each field's first error key, for the form that was posted. */
export function actionErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
