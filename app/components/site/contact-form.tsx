import { useId, useRef } from "react";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";

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
 * The contact message form (SPEC.md section 5): name, e-mail, subject and message required,
 * message 6 rows; the home page's version adds an optional phone.
 */
export function ContactForm({ labels, withPhone }: { labels: ContactFormLabels; withPhone: boolean }) {
  const common = useT("common");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const req = common("form.required");
  return (
    <form
      ref={formRef}
      className="mt-4 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        // Sending to the server arrives with lead capture; until then the draft's confirmation.
        toast({ title: labels.successTitle, description: labels.successText });
        formRef.current?.reset();
      }}
    >
      <Field id={`${id}-name`} label={labels.name} required requiredLabel={req}>
        <Input id={`${id}-name`} name="name" autoComplete="name" required />
      </Field>
      <Field id={`${id}-email`} label={labels.email} required requiredLabel={req}>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </Field>
      {withPhone && labels.phone ? (
        <Field id={`${id}-phone`} label={labels.phone} requiredLabel={req}>
          <Input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
        </Field>
      ) : null}
      <Field id={`${id}-subject`} label={labels.subject} required requiredLabel={req} className={withPhone ? undefined : "sm:col-span-2"}>
        <Input id={`${id}-subject`} name="subject" required />
      </Field>
      <Field id={`${id}-message`} label={labels.message} required requiredLabel={req} className="sm:col-span-2">
        <Textarea id={`${id}-message`} name="message" rows={6} required />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass("primary", "lg")}>
          {labels.send}
        </button>
      </div>
    </form>
  );
}
