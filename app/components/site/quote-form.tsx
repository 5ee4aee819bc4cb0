import { useId, type ReactNode } from "react";
import type { EnquiryResult } from "~/domain/quote/result";
import { ENQUIRY_FIELD_MAX, MAX_SPACES, MIN_SPACES, projectTypes, SPACES_PLACEHOLDER } from "~/domain/quote/limits";
import { CONFIGURATION_FIELD, type QuotePrefill } from "~/domain/quote/prefill";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";
import { Field, Input, Textarea, inputClass } from "~/components/ui/field";
import { FieldError, EnquiryFormAlert, EnquiryHiddenFields, fieldProps, useEnquiryForm } from "./enquiry-form";

/**
 * The quote request form, in the dialog and on the /quote page. It
 * posts to the /quote action in the page's language, with or without JavaScript.
 */
export function QuoteForm({
  onSent,
  serverResult,
  actions,
  prefill,
}: {
  onSent: (form: HTMLFormElement) => void;
  serverResult?: EnquiryResult | undefined;
  actions?: ReactNode;
  prefill?: QuotePrefill | undefined;
}) {
  const t = useT("common");
  const { lang } = useLanguage();
  const id = useId();
  const req = t("form.required");
  const action = localePath("/quote", lang);
  const enquiry = useEnquiryForm({
    // One fetcher per form: the dialog's form is rendered on every page, the /quote page's one too.
    key: `quote-${id}`,
    action,
    serverResult,
    onSent,
    validate: async (data) => {
      const { quoteRequestSchema, fieldErrors } = await import("~/domain/quote/schema");
      const parsed = quoteRequestSchema.safeParse(Object.fromEntries(data));
      return parsed.success ? null : fieldErrors(parsed.error.issues);
    },
  });
  const { errors } = enquiry;
  // What the fields show: what was typed when a post came back refused, else the selector's configuration if any.
  const typed = enquiry.result && !enquiry.result.ok && !enquiry.fetcher.data ? enquiry.result.values : undefined;
  const values =
    typed ??
    (prefill
      ? {
          projectType: prefill.projectType,
          spaces: String(prefill.spaces),
          message: prefill.message,
          [CONFIGURATION_FIELD]: prefill.configuration,
        }
      : undefined);
  const configuration = values?.[CONFIGURATION_FIELD];
  const f = (name: string) => fieldProps(`${id}-${name}`, name, errors, values);
  return (
    <form
      ref={enquiry.formRef}
      method="post"
      action={action}
      onSubmit={enquiry.onSubmit}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <EnquiryHiddenFields />
      {configuration ? <input type="hidden" name={CONFIGURATION_FIELD} value={configuration} /> : null}
      <EnquiryFormAlert result={enquiry.result} errors={errors} />
      <Field id={`${id}-name`} label={t("quote.name")} required requiredLabel={req}>
        <Input {...f("name")} autoComplete="name" maxLength={ENQUIRY_FIELD_MAX.name} required />
        <FieldError id={`${id}-name-error`} code={errors.name} />
      </Field>
      <Field id={`${id}-email`} label={t("quote.email")} required requiredLabel={req}>
        <Input {...f("email")} type="email" autoComplete="email" maxLength={ENQUIRY_FIELD_MAX.email} required />
        <FieldError id={`${id}-email-error`} code={errors.email} />
      </Field>
      <Field id={`${id}-phone`} label={t("quote.phone")} required requiredLabel={req}>
        <Input {...f("phone")} type="tel" autoComplete="tel" maxLength={ENQUIRY_FIELD_MAX.phone} required />
        <FieldError id={`${id}-phone-error`} code={errors.phone} />
      </Field>
      <Field id={`${id}-company`} label={t("quote.company")} requiredLabel={req}>
        <Input {...f("company")} autoComplete="organization" maxLength={ENQUIRY_FIELD_MAX.company} />
        <FieldError id={`${id}-company-error`} code={errors.company} />
      </Field>
      <Field id={`${id}-projectType`} label={t("quote.projectType")} required requiredLabel={req}>
        <select {...f("projectType")} defaultValue={values?.projectType ?? ""} required className={inputClass}>
          <option value="" disabled>
            {t("quote.selectProjectType")}
          </option>
          {projectTypes.map((type) => (
            <option key={type} value={type}>
              {t(`quote.projectTypes.${type}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-projectType-error`} code={errors.projectType} />
      </Field>
      <Field id={`${id}-spaces`} label={t("quote.spaces")} required requiredLabel={req}>
        <Input
          {...f("spaces")}
          type="number"
          inputMode="numeric"
          min={MIN_SPACES}
          max={MAX_SPACES}
          placeholder={String(SPACES_PLACEHOLDER)}
          required
        />
        <FieldError id={`${id}-spaces-error`} code={errors.spaces} />
      </Field>
      <Field id={`${id}-message`} label={t("quote.message")} required requiredLabel={req} className="sm:col-span-2">
        <Textarea
          {...f("message")}
          rows={4}
          maxLength={ENQUIRY_FIELD_MAX.message}
          placeholder={t("quote.messagePlaceholder")}
          required
        />
        <FieldError id={`${id}-message-error`} code={errors.message} />
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        {actions}
        <button type="submit" disabled={enquiry.busy} className={buttonClass("accent")}>
          {enquiry.busy ? t("enquiryForm.sending") : t("quote.submit")}
        </button>
      </div>
    </form>
  );
}
