import { z } from "~/lib/zod";
import {
  CONTROL_CHARACTERS,
  NON_TEXT_CHARACTERS,
  normaliseLineBreaks,
  TEXT_LIMITS,
  type TextKind,
} from "./field-limits";

export { CONTROL_CHARACTERS, NON_TEXT_CHARACTERS, TEXT_LIMITS, type TextKind };

/** The start of every multi-line text field: its line separators read as line breaks, before any other check. */
export const multiLineString = (message?: string) => z.string(message).overwrite(normaliseLineBreaks);

/** Typed text within its kind's limit, refusing the characters `forbidden` matches; the messages are the form's error keys. */
function typedText(
  kind: TextKind,
  forbidden: RegExp,
  messages: { required: string; tooLong: string; invalid: string },
) {
  const text = forbidden === NON_TEXT_CHARACTERS ? multiLineString(messages.required) : z.string(messages.required);
  return text
    .trim()
    .min(1, messages.required)
    .max(TEXT_LIMITS[kind], messages.tooLong)
    .refine((text) => !forbidden.test(text), messages.invalid);
}

/** One line of typed text within its kind's limit (no control characters at all). */
export const oneLineInput = (kind: TextKind, messages: { required: string; tooLong: string; invalid: string }) =>
  typedText(kind, CONTROL_CHARACTERS, messages);

/** Text over several lines within its kind's limit (line breaks and tabs allowed). */
export const multiLineInput = (kind: TextKind, messages: { required: string; tooLong: string; invalid: string }) =>
  typedText(kind, NON_TEXT_CHARACTERS, messages);

/** A stored e-mail address as the back-office reads it. */
export const storedEmail = z.email().max(TEXT_LIMITS.email);

/** A stored text as the back-office reads it: at most its kind's limit. */
export function storedText(kind: TextKind) {
  return z.string().max(TEXT_LIMITS[kind]);
}
