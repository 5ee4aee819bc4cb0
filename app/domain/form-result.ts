/**
 * What every form's action answers, on the public site and in the back-office alike: which form
 * of the page it was (an enquiry form's name, a record page form's intent), whether it was done,
 * the message key of each refused field (`form` for what concerns the whole form: a limit reached,
 * a record that no longer allows the change), and what was typed, so that nothing is lost. The
 * browser shows a field's message under it and the form's above the button; without JavaScript
 * the page comes back with the same answer.
 */
export type FormResult<Key extends string = string> = {
  form: string;
  ok: boolean;
  errors: Partial<Record<string, Key>>;
  values?: Record<string, string>;
  /** When a limit refused it: the seconds until it may be sent again (the message says them). */
  retryAfterSeconds?: number;
};

/** The message key that concerns the whole form, if any. */
export const formError = <Key extends string>(result: FormResult<Key> | undefined): Key | undefined =>
  result?.errors.form;
