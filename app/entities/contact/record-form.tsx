import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { contactStatuses, type Contact } from "~/entities/contact/schema";
import { leadSources } from "~/domain/admin/schema";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { FormField } from "~/admin-kit/records/form-field";
import { ActionMessage, useActionErrorText, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";

/**
 * Adding or editing a contact. A refused post shows each field's error beside it and keeps what
 * was typed; it works as a plain form post without JavaScript.
 */
/** The inputs' maxLength: each field's contract (app/domain/field-limits.ts). */
const FIELD_MAX: Partial<Record<keyof Contact, number>> = {
  firstName: TEXT_LIMITS.personName,
  lastName: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  company: TEXT_LIMITS.company,
  jobTitle: TEXT_LIMITS.jobTitle,
};

export function ContactForm({
  contact,
  result,
  submitLabel,
}: {
  contact: Contact | null;
  result: RecordActionResult | undefined;
  submitLabel: string;
}) {
  const t = useT("admin");
  const errorText = useActionErrorText();
  const mayChange = useMayChange();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const failed = result && !result.ok && result.form === "save" ? result : undefined;
  const value = (name: keyof Contact) =>
    failed?.values?.[name] ??
    (contact ? String(contact[name] ?? "") : name === "status" ? "New Lead" : name === "source" ? "website" : "");
  const field = (
    name: keyof Contact,
    label: string,
    options: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => {
    const error = failed?.errors[name];
    return (
      <FormField
        id={`${id}-${name}`}
        name={name}
        label={label}
        type={options.type ?? "text"}
        required={options.required}
        autoComplete={options.autoComplete}
        maxLength={FIELD_MAX[name]}
        defaultValue={value(name)}
        error={error ? errorText(error) : undefined}
      />
    );
  };
  return (
    <Form method="post" className="space-y-4" key={contact ? `${contact.id}-${result?.ok}` : "new"} noValidate>
      <input type="hidden" name="intent" value="save" />
      {/* Read-only for an administrator who may not change contacts (the server refuses it anyway). */}
      <fieldset disabled={!mayChange} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", t("actions.contact.firstName"), { required: true, autoComplete: "off" })}
          {field("lastName", t("actions.contact.lastName"), { autoComplete: "off" })}
          {field("email", t("actions.contact.email"), { type: "email", required: true, autoComplete: "off" })}
          {field("phone", t("actions.contact.phone"), { type: "tel", autoComplete: "off" })}
          {field("company", t("actions.contact.company"))}
          {field("jobTitle", t("actions.contact.jobTitle"))}
          <div className="space-y-1">
            <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
              {t("actions.contact.status")}
            </label>
            <select id={`${id}-status`} name="status" defaultValue={value("status")} className={inputClass}>
              {contactStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`status.contact.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-source`} className="block text-sm font-medium text-slate-800">
              {t("actions.contact.source")}
            </label>
            <select id={`${id}-source`} name="source" defaultValue={value("source")} className={inputClass}>
              {leadSources.map((s) => (
                <option key={s} value={s}>
                  {t(`source.${s}`)}
                </option>
              ))}
            </select>
          </div>
          {field("value", t("actions.contact.value"), { autoComplete: "off" })}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-800">
            {t("actions.contact.notes")}
          </label>
          <textarea
            id={`${id}-notes`}
            name="notes"
            rows={4}
            maxLength={TEXT_LIMITS.message}
            defaultValue={value("notes")}
            className={inputClass}
          />
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        <ActionMessage
          result={result && result.errors.form !== undefined ? result : result?.ok ? result : undefined}
          intent="save"
        />
        {mayChange ? (
          <button type="submit" className={buttonClass("primary", "md", "ml-auto")} disabled={busy}>
            {submitLabel}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
