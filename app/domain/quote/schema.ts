import { z } from "~/lib/zod";
import { multiLineInput, oneLineInput, TEXT_LIMITS, type TextKind } from "../fields";
import { typedNumber } from "../number-fields";
import { enquiryFieldErrors, projectTypes, type EnquiryFieldError } from "./limits";

/** A quote request, validated alike in the browser and on the server. */

export {
  ENQUIRY_FIELD_MAX,
  MAX_SPACES,
  MIN_SPACES,
  projectTypes,
  SPACES_PLACEHOLDER,
  type EnquiryFieldError,
  type ProjectType,
} from "./limits";

const messages = { required: "required", tooLong: "tooLong", invalid: "invalidText" } satisfies Record<
  string,
  EnquiryFieldError
>;

/** One line of text: a line break in a name or subject has no business there (and never reaches a mail header). */
export function oneLine(kind: TextKind) {
  return oneLineInput(kind, messages);
}

export const enquiryEmail = z
  .string("required")
  .trim()
  .min(1, "required")
  .max(TEXT_LIMITS.email, "tooLong")
  .pipe(z.email("invalidEmail"));
export const enquiryPhone = oneLine("phone").regex(/^\+?[0-9 ()./-]{6,}$/, "invalidPhone");
/** Line breaks are welcome in a message; NUL and the other control characters are refused with the field's message. */
export const enquiryMessage = multiLineInput("message", { ...messages, invalid: "invalidCharacters" });

/** An optional one-line field: empty means absent (null). */
export function optionalLine(inner: z.ZodType<string>) {
  return z
    .preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), inner.optional())
    .transform((value) => value ?? null);
}

export const quoteRequestSchema = z.object({
  name: oneLine("personName"),
  email: enquiryEmail,
  phone: enquiryPhone,
  company: optionalLine(oneLine("company")),
  projectType: z.enum(projectTypes, "invalidProjectType"),
  spaces: typedNumber("spaces", "invalidSpaces"),
  message: enquiryMessage,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The first problem of each field, as the form shows one message per field. */
export function fieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Partial<Record<string, EnquiryFieldError>> {
  const errors: Partial<Record<string, EnquiryFieldError>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    // Every message of the enquiry schemas is one of the codes; anything else reads as invalid text.
    errors[field] ??= enquiryFieldErrors.find((code) => code === issue.message) ?? "invalidText";
  }
  return errors;
}
