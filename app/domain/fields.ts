import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS, NON_TEXT_CHARACTERS, TEXT_LIMITS, type TextKind } from "./field-limits";

export { CONTROL_CHARACTERS, NON_TEXT_CHARACTERS, TEXT_LIMITS, type TextKind };

/** One line of typed text within its kind's limit; the messages are the form's error keys. */
export function oneLineInput(kind: TextKind, messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(TEXT_LIMITS[kind], messages.tooLong)
    .refine((text) => !CONTROL_CHARACTERS.test(text), messages.invalid);
}

/** Text over several lines within its kind's limit. */
export function multiLineInput(kind: TextKind, messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(TEXT_LIMITS[kind], messages.tooLong)
    .refine((text) => !NON_TEXT_CHARACTERS.test(text), messages.invalid);
}

/** A stored e-mail address as the back-office reads it. */
export const storedEmail = z.email().max(TEXT_LIMITS.email);

/** A stored text as the back-office reads it: at most its kind's limit. */
export function storedText(kind: TextKind) {
  return z.string().max(TEXT_LIMITS[kind]);
}
