import { useId, useRef } from "react";
import { company, telHref } from "~/content/company";
import { useLanguage, useT } from "~/i18n/language";
import { openingHoursLines } from "~/lib/hours";
import { buttonClass } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { ConsentFrame } from "~/components/site/consent-frame";
import { SectionHeading } from "./section-heading";

export function ContactSection() {
  const t = useT("home");
  const common = useT("common");
  const { lang } = useLanguage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const req = common("form.required");

  const cards = [
    { key: "phone", label: t("contact.phone"), body: <a href={telHref(company.phone)} className="hover:underline">{company.phone}</a> },
    { key: "email", label: t("contact.email"), body: <a href={`mailto:${company.email}`} className="hover:underline">{company.email}</a> },
    {
      key: "address",
      label: t("contact.address"),
      body: (
        <address className="not-italic">
          {company.address.street}, {company.address.postalCode} {company.address.locality}, {company.address.region}
        </address>
      ),
    },
    {
      key: "hours",
      label: t("contact.hours"),
      body: openingHoursLines(lang, common("hours.closed")).map((line) => <span key={line} className="block">{line}</span>),
    },
  ];

  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="contact-title" title={t("contact.title")} subtitle={t("contact.subtitle")} />
        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
            {cards.map((card) => (
              <li key={card.key} className="rounded-xl border border-slate-200 p-5">
                <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{card.label}</h3>
                <div className="mt-1 text-slate-800">{card.body}</div>
              </li>
            ))}
          </ul>
          <div className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-span-3">
            <h3 className="text-xl font-semibold text-slate-900">{t("contact.formTitle")}</h3>
            <form
              ref={formRef}
              className="mt-4 grid gap-4 sm:grid-cols-2"
              onSubmit={(event) => {
                event.preventDefault();
                // Sending to the server arrives with lead capture; until then the draft's confirmation.
                toast({ title: t("contact.successTitle"), description: t("contact.successText") });
                formRef.current?.reset();
              }}
            >
              <Field id={`${id}-name`} label={t("contact.fullName")} required requiredLabel={req}>
                <Input id={`${id}-name`} name="name" autoComplete="name" required />
              </Field>
              <Field id={`${id}-email`} label={t("contact.emailField")} required requiredLabel={req}>
                <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
              </Field>
              <Field id={`${id}-phone`} label={t("contact.phoneField")} requiredLabel={req}>
                <Input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
              </Field>
              <Field id={`${id}-subject`} label={t("contact.subject")} required requiredLabel={req}>
                <Input id={`${id}-subject`} name="subject" required />
              </Field>
              <Field id={`${id}-message`} label={t("contact.message")} required requiredLabel={req} className="sm:col-span-2">
                <Textarea id={`${id}-message`} name="message" rows={6} required />
              </Field>
              <div className="sm:col-span-2">
                <button type="submit" className={buttonClass("primary", "lg")}>
                  {t("contact.send")}
                </button>
              </div>
            </form>
          </div>
        </div>
        <h3 className="sr-only">{t("contact.mapTitle")}</h3>
        <div className="mt-10 overflow-hidden rounded-xl border border-slate-200">
          <ConsentFrame kind="map" src={company.embeds.map} title={common("embed.mapTitle")} className="h-[450px]" />
        </div>
      </div>
    </section>
  );
}
