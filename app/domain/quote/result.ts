import type { FormResult } from "../form-result";
import type { EnquiryFieldError } from "./schema";

/** Why a whole enquiry was refused: the address's limit reached, the database away, or the page left open too long. */
export type EnquiryFormError = "rateLimited" | "unavailable" | "expired";

/**
 * What an enquiry form's action answers (the site's one form result): sent (also what a refused
 * bot sees), or refused with each field's error or the form's, and the typed values.
 */
export type EnquiryResult = FormResult<EnquiryFieldError | EnquiryFormError>;

export type EnquiryErrors = Partial<Record<string, EnquiryFieldError>>;

/** The refused fields of an answer, without the form's own refusal. */
export const fieldErrorsOf = (result: EnquiryResult): EnquiryErrors =>
  Object.fromEntries(
    Object.entries(result.errors).filter((entry): entry is [string, EnquiryFieldError] => entry[0] !== "form"),
  );
