import { TEXT_LIMITS } from "../field-limits";
import { SPACES_RANGE } from "./spaces-range";

/** The enquiry forms' fixed values, without Zod, so forms in a page's first load can use them. */
export const projectTypes = ["residential", "commercial", "industrial"] as const;
export type ProjectType = (typeof projectTypes)[number];

/** Parking spaces (their range is the number kind "spaces"); the field's placeholder is 50. */
export const MIN_SPACES = SPACES_RANGE.min;
export const MAX_SPACES = SPACES_RANGE.max;
export const SPACES_PLACEHOLDER = 50;

/** The enquiry forms' fields and their kind's limit (app/domain/fields.ts); the inputs carry it as maxLength. */
export const ENQUIRY_FIELD_MAX = {
  name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  company: TEXT_LIMITS.company,
  subject: TEXT_LIMITS.subject,
  message: TEXT_LIMITS.message,
} as const;

/** Error codes are translation keys under common.enquiryForm.errors. */
export const enquiryFieldErrors = [
  "required",
  "tooLong",
  "invalidEmail",
  "invalidPhone",
  "invalidSpaces",
  "invalidProjectType",
  "invalidText",
  "invalidCharacters",
] as const;
export type EnquiryFieldError = (typeof enquiryFieldErrors)[number];
