import { company } from "~/content/company";
import { useActionData } from "react-router";
import type { EnquiryResult } from "~/domain/quote/result";
import { useLanguage, useT } from "~/i18n/language";
import { ContactCards } from "~/components/site/contact-cards";
import { ContactForm } from "~/components/site/contact-form";
import { ConsentFrame } from "~/components/site/consent-frame";
import { HomeSection } from "./section-heading";

export function ContactSection() {
  const t = useT("home");
  const { lang } = useLanguage();
  const serverResult = useActionData<EnquiryResult>();
  const common = useT("common");

  return (
    <HomeSection id="contact" title={t("contact.title")} subtitle={t("contact.subtitle")} className="py-20">
      <div className="mt-12 grid gap-10 lg:grid-cols-5">
        <ContactCards
          className="grid gap-4 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1"
          labels={{
            phone: t("contact.phone"),
            email: t("contact.email"),
            address: t("contact.address"),
            hours: t("contact.hours"),
          }}
        />
        <div className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-span-3">
          <h3 className="text-xl font-semibold text-slate-900">{t("contact.formTitle")}</h3>
          <ContactForm
            withPhone
            // The home page is an index route: its action is addressed with ?index.
            action={lang === "ro" ? "/ro?index" : "/?index"}
            serverResult={serverResult}
            labels={{
              name: t("contact.fullName"),
              email: t("contact.emailField"),
              phone: t("contact.phoneField"),
              subject: t("contact.subject"),
              message: t("contact.message"),
              send: t("contact.send"),
              successTitle: t("contact.successTitle"),
              successText: t("contact.successText"),
            }}
          />
        </div>
      </div>
      <h3 className="sr-only">{t("contact.mapTitle")}</h3>
      <div className="mt-10 overflow-hidden rounded-xl border border-slate-200">
        <ConsentFrame kind="map" src={company.embeds.map} title={common("embed.mapTitle")} className="h-[450px]" />
      </div>
    </HomeSection>
  );
}
