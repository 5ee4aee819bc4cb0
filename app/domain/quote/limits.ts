/** The lead forms' fixed values, without Zod, so forms in a page's first load can use them. */
export const projectTypes = ["residential", "commercial", "industrial"] as const;
export type ProjectType = (typeof projectTypes)[number];

/** SPEC.md section 5: spaces at least 1, placeholder 50. */
export const MIN_SPACES = 1;
export const MAX_SPACES = 100_000;
export const SPACES_PLACEHOLDER = 50;

/** Sensible maximum lengths; the form fields carry the same limits as maxLength. */
export const LEAD_FIELD_MAX = { name: 120, email: 254, phone: 40, company: 160, subject: 200, message: 5000 } as const;

/** Error codes are translation keys under common.leadForm.errors. */
export type LeadFieldError = "required" | "tooLong" | "invalidEmail" | "invalidPhone" | "invalidSpaces" | "invalidProjectType" | "invalidText";
