import { z } from "~/lib/zod";
import { LEAD_FIELD_MAX, MAX_SPACES, MIN_SPACES, projectTypes, type LeadFieldError } from "./limits";

/** A quote request (SPEC.md sections 3 and 5), validated alike in the browser and on the server. */

export { LEAD_FIELD_MAX, MAX_SPACES, MIN_SPACES, projectTypes, SPACES_PLACEHOLDER, type LeadFieldError, type ProjectType } from "./limits";

/** One line of text: a line break in a name or subject has no business there (and never reaches a mail header). */
export function oneLine(max: number) {
  return z
    .string("required")
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .regex(/^[^\r\n\u0000-\u001f\u007f]*$/, "invalidText");
}

export const leadEmail = z.string("required").trim().min(1, "required").max(LEAD_FIELD_MAX.email, "tooLong").pipe(z.email("invalidEmail"));
export const leadPhone = oneLine(LEAD_FIELD_MAX.phone).regex(/^\+?[0-9 ()./-]{6,}$/, "invalidPhone");
export const leadMessage = z.string("required").trim().min(1, "required").max(LEAD_FIELD_MAX.message, "tooLong");

/** An optional one-line field: empty means absent (null). */
export function optionalLine(inner: z.ZodType<string>) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), inner.optional()).transform((value) => value ?? null);
}

export const quoteRequestSchema = z.object({
  name: oneLine(LEAD_FIELD_MAX.name),
  email: leadEmail,
  phone: leadPhone,
  company: optionalLine(oneLine(LEAD_FIELD_MAX.company)),
  projectType: z.enum(projectTypes, "invalidProjectType"),
  spaces: z.coerce.number("invalidSpaces").int("invalidSpaces").min(MIN_SPACES, "invalidSpaces").max(MAX_SPACES, "invalidSpaces"),
  message: leadMessage,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The first problem of each field, as the form shows one message per field. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Partial<Record<string, LeadFieldError>> {
  const errors: Partial<Record<string, LeadFieldError>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message as LeadFieldError;
  }
  return errors;
}
