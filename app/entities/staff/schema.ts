import { z } from "~/lib/zod";
import { storedEmail, storedText } from "../../domain/fields";

/** The longest account id a form may name (the accounts' ids are far shorter). */
export const STAFF_ID_LIMIT = 64;

/**
 * A member of staff: an active administrator, whom leads and opportunities are assigned to. The id
 * is their account's user id; Demo Mode's staff are sample accounts of the same shape.
 */
export const staffSchema = z.object({
  id: z.string().min(1).max(STAFF_ID_LIMIT),
  name: storedText("personName").min(1),
  email: storedEmail,
});
export type Staff = z.infer<typeof staffSchema>;

/** What an account id is made of: letters, digits, dashes and underscores (the auth library's ids, the samples'). */
export const STAFF_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A staff account's id as a record stores it (`assigned_to`): which account is checked on saving. */
export const staffId = z.string().min(1).max(STAFF_ID_LIMIT).regex(STAFF_ID_PATTERN);

/** An "Assigned to" as a form posts it: an account id, empty for nobody (whose account it is is checked on saving). */
export const staffChoice = z
  .string()
  .trim()
  .max(STAFF_ID_LIMIT, "invalidChoice")
  .refine((id) => id === "" || STAFF_ID_PATTERN.test(id), "invalidChoice");

/** A select's options of the staff accounts: each id, labelled with its name. */
export function staffOptions(staff: readonly Staff[], empty: string): { value: string; label: string }[] {
  return [{ value: "", label: empty }, ...staff.map((s) => ({ value: s.id, label: s.name }))];
}
