import type { EnquiryFieldError } from "./schema";

/**
 * What an enquiry form's action answers: sent (also what a refused bot sees), or the form again with
 * its errors and the typed values. Shared by the server and the forms (types only: no Zod here).
 */
export type EnquiryResult =
  | { status: "sent"; form: string }
  | {
      status: "invalid";
      form: string;
      errors: Partial<Record<string, EnquiryFieldError>>;
      values: Record<string, string>;
    }
  | { status: "rateLimited" | "unavailable" | "expired"; form: string; values: Record<string, string> };

export type EnquiryErrors = Partial<Record<string, EnquiryFieldError>>;
