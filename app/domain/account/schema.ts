import { z } from "~/lib/zod";
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from "./rules";

/** Error codes are translation keys under auth.errors (title + description). */
export type AuthErrorCode =
  | "invalidEmail"
  | "invalidPassword"
  | "passwordMismatch"
  | "fullNameRequired"
  | "signInFailed"
  | "signUpFailed"
  | "accountExists"
  | "rateLimited";

const email = z.string().trim().max(254).regex(EMAIL_PATTERN, "invalidEmail");
const password = z.string().min(MIN_PASSWORD_LENGTH, "invalidPassword").max(128, "invalidPassword");

/** One schema per form, used in the browser (toasts before posting) and in the action alike. */
export const signInSchema = z.object({ email, password });

export const signUpSchema = z
  .object({
    fullName: z.string().trim().min(1, "fullNameRequired").max(120, "fullNameRequired"),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/** The first problem, as SPEC.md shows one toast at a time: e-mail, then password, then the rest. */
export function firstError(result: { success: false; error: z.ZodError }): AuthErrorCode {
  const order: AuthErrorCode[] = ["fullNameRequired", "invalidEmail", "invalidPassword", "passwordMismatch"];
  const codes = result.error.issues.map((i) => i.message as AuthErrorCode);
  return order.find((c) => codes.includes(c)) ?? codes[0] ?? "signInFailed";
}

export const forgotSchema = z.object({ email });

export const resetSchema = z
  .object({ token: z.string().min(1), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });
