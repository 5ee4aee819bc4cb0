import { useCallback, useId } from "react";
import type { EnquiryResult } from "~/domain/quote/result";
import { ENQUIRY_FIELD_MAX } from "~/domain/quote/limits";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import {
  FieldError,
  EnquiryFormAlert,
  EnquiryHiddenFields,
  SentNotice,
  fieldProps,
  useEnquiryForm,
} from "./enquiry-form";

export type ContactFormLabels = {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  send: string;
  successTitle: string;
  successText: string;
};

/**
 * The contact message form: name, e-mail, subject and message required,
 * message 6 rows; the home page's version adds an optional phone. It posts to its page's action
 * (`action`), with or without JavaScript; the message is stored before it is called sent.
 */
export function ContactForm({
  labels,
  withPhone,
  action,
  serverResult,
}: {
  labels: ContactFormLabels;
  withPhone: boolean;
  action: string;
  serverResult?: EnquiryResult | undefined;
}) {
  const common = useT("common");
  const id = useId();
  const req = common("form.required");
  const onSent = useCallback(
    (form: HTMLFormElement) => {
      form.reset();
      toast({ title: labels.successTitle, description: labels.successText });
    },
    [labels.successTitle, labels.successText],
  );
  const enquiry = useEnquiryForm({
    key: `contact-${withPhone ? "home" : "page"}`,
    action,
    serverResult,
    onSent,
    validate: async (data) => {
      const [{ contactSchemaFor }, { fieldErrors }] = await Promise.all([
        import("~/domain/contact-message/schema"),
        import("~/domain/quote/schema"),
      ]);
      const parsed = contactSchemaFor(withPhone ? "home" : "contact").safeParse(Object.fromEntries(data));
      return parsed.success ? null : fieldErrors(parsed.error.issues);
    },
  });
  const { errors } = enquiry;
  // After a refused post the page comes back with what was typed; after a sent one, empty.
  const values = enquiry.result && !enquiry.result.ok && !enquiry.fetcher.data ? enquiry.result.values : undefined;
  const sent = enquiry.result?.ok === true;
  return (
    <form
      ref={enquiry.formRef}
      method="post"
      action={action}
      noValidate={false}
      onSubmit={enquiry.onSubmit}
      className="relative mt-4 grid gap-4 sm:grid-cols-2"
      key={enquiry.sentWithoutScript ? "sent" : "form"}
    >
      <EnquiryHiddenFields />
      {sent ? <SentNotice title={labels.successTitle} text={labels.successText} /> : null}
      <EnquiryFormAlert result={enquiry.result} errors={errors} />
      <Field id={`${id}-name`} label={labels.name} required requiredLabel={req}>
        <Input
          {...fieldProps(`${id}-name`, "name", errors, values)}
          autoComplete="name"
          maxLength={ENQUIRY_FIELD_MAX.name}
          required
        />
        <FieldError id={`${id}-name-error`} code={errors.name} />
      </Field>
      <Field id={`${id}-email`} label={labels.email} required requiredLabel={req}>
        <Input
          {...fieldProps(`${id}-email`, "email", errors, values)}
          type="email"
          autoComplete="email"
          maxLength={ENQUIRY_FIELD_MAX.email}
          required
        />
        <FieldError id={`${id}-email-error`} code={errors.email} />
      </Field>
      {withPhone && labels.phone ? (
        <Field id={`${id}-phone`} label={labels.phone} requiredLabel={req}>
          <Input
            {...fieldProps(`${id}-phone`, "phone", errors, values)}
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_FIELD_MAX.phone}
          />
          <FieldError id={`${id}-phone-error`} code={errors.phone} />
        </Field>
      ) : null}
      <Field
        id={`${id}-subject`}
        label={labels.subject}
        required
        requiredLabel={req}
        className={withPhone ? undefined : "sm:col-span-2"}
      >
        <Input
          {...fieldProps(`${id}-subject`, "subject", errors, values)}
          maxLength={ENQUIRY_FIELD_MAX.subject}
          required
        />
        <FieldError id={`${id}-subject-error`} code={errors.subject} />
      </Field>
      <Field id={`${id}-message`} label={labels.message} required requiredLabel={req} className="sm:col-span-2">
        <Textarea
          {...fieldProps(`${id}-message`, "message", errors, values)}
          rows={6}
          maxLength={ENQUIRY_FIELD_MAX.message}
          required
        />
        <FieldError id={`${id}-message-error`} code={errors.message} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" disabled={enquiry.busy} className={buttonClass("primary", "lg")}>
          {enquiry.busy ? common("enquiryForm.sending") : labels.send}
        </button>
      </div>
    </form>
  );
}
