import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";

const tones = {
  notice: "border-amber-200 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
} as const;

/** A message above the sign-in forms: an error is an alert, anything else a status. */
export function Notice({ tone, testId, children }: { tone: keyof typeof tones; testId?: string; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn("mt-4 rounded-md border px-3 py-2 text-sm", tones[tone])}
    >
      {children}
    </p>
  );
}

/** The e-mail address field of the sign-in and account forms. */
export function EmailField({ id, defaultValue, className }: { id: string; defaultValue?: string; className?: string }) {
  const t = useT("auth");
  return (
    <Field id={id} label={t("fields.email")} requiredLabel="" className={className}>
      <Input id={id} name="email" type="email" autoComplete="email" defaultValue={defaultValue} />
    </Field>
  );
}

/** A sign-in or account form's main button: full width, disabled and saying so while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className={buttonClass("primary", "lg", "w-full")}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** "Send the link again": the address when this page knows it, a field for it when it does not. */
export function ResendLink({ email, busy }: { email: string; busy: boolean }) {
  const t = useT("auth");
  const id = useId();
  return (
    <Form
      method="post"
      noValidate
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
      data-testid="resend-form"
    >
      <input type="hidden" name="intent" value="resend" />
      <p className="text-slate-700">{t("resend.text")}</p>
      {email ? <input type="hidden" name="email" value={email} /> : <EmailField id={`${id}-email`} className="mt-3" />}
      <button type="submit" disabled={busy} className={buttonClass("outline", "md", "mt-3")}>
        {busy ? t("resend.sending") : t("resend.submit")}
      </button>
    </Form>
  );
}
