import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS, TEXT_LIMITS } from "../fields";
import { EMAIL_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./rules";
import { isOneOf } from "~/lib/one-of";

/** Error codes are translation keys under auth.errors (title + description). */
const authErrorCodes = [
  "invalidEmail",
  "invalidPassword",
  "passwordRequired",
  "passwordMismatch",
  "fullNameRequired",
  "fullNameInvalid",
  "signInFailed",
  "signUpFailed",
  "accountExists",
  "rateLimited",
  "mailLimited",
  "currentPasswordRequired",
  "currentPasswordWrong",
  "sessionGone",
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

const isAuthErrorCode = (value: unknown) => isOneOf(authErrorCodes, value);

const email = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, "invalidEmail")
  .regex(EMAIL_PATTERN, "invalidEmail")
  .refine((text) => !CONTROL_CHARACTERS.test(text), "invalidEmail");

/** The account's full name: the same contract as every stored person's name (app/domain/fields.ts). */
export const fullName = z
  .string()
  .trim()
  .min(1, "fullNameRequired")
  .max(TEXT_LIMITS.personName, "fullNameInvalid")
  .refine((text) => !CONTROL_CHARACTERS.test(text), "fullNameInvalid");
/** A password being chosen: at least MIN_PASSWORD_LENGTH characters. */
const password = z.string().min(MIN_PASSWORD_LENGTH, "invalidPassword").max(MAX_PASSWORD_LENGTH, "invalidPassword");
/** A password being given to sign in: any length it may have been chosen at. */
const givenPassword = z.string().min(1, "passwordRequired").max(MAX_PASSWORD_LENGTH, "signInFailed");

/** One schema per form, used in the browser (toasts before posting) and in the action alike. */
export const signInSchema = z.object({ email, password: givenPassword });

export const signUpSchema = z
  .object({
    fullName,
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/** The first problem, as the forms show one toast at a time: e-mail, then password, then the rest. */
export function firstError(result: { success: false; error: z.ZodError }): AuthErrorCode {
  const order: AuthErrorCode[] = [
    "currentPasswordRequired",
    "fullNameRequired",
    "fullNameInvalid",
    "invalidEmail",
    "passwordRequired",
    "invalidPassword",
    "passwordMismatch",
  ];
  const codes = result.error.issues.map((i) => i.message).filter(isAuthErrorCode);
  return order.find((c) => codes.includes(c)) ?? codes[0] ?? "signInFailed";
}

export const forgotSchema = z.object({ email });

export const resetSchema = z
  .object({ token: z.string().min(1), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/** A signed-in member's new password: the one in use (checked by better-auth), the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "currentPasswordRequired").max(MAX_PASSWORD_LENGTH, "currentPasswordWrong"),
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });
