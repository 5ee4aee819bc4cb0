import type { Route } from "./+types/contact";
import { company } from "~/content/company";
import { useLanguage, useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { enquiryAction } from "./enquiry-action.server";
import { localePath } from "~/lib/paths";
import { pageMeta } from "~/content/seo";
import { ConsentFrame } from "~/components/site/consent-frame";
import { ContactCards } from "~/components/site/contact-cards";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { deferred } from "~/lib/deferred";

// The form's code follows the page's first load; it posts without JavaScript until then.
const ContactForm = deferred(() => import("~/components/site/contact-form").then((m) => m.ContactForm));

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "contact");
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The message form posts here (with or without JavaScript). */
export const action = enquiryAction({ table: "contact_messages", form: "contact" });

/** The contact page: address, phone, e-mail, hours, a message form without phone, and a 450 px map. */
export default function Contact({ actionData }: Route.ComponentProps) {
  const t = useT("contact");
  const { lang } = useLanguage();
  const common = useT("common");
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <section className="py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold text-slate-900">{t("detailsTitle")}</h2>
            <ContactCards
              className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
              labels={{ phone: t("phone"), email: t("email"), address: t("address"), hours: t("hours") }}
            />
          </div>
          <div className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-span-3">
            <h2 className="text-2xl font-bold text-slate-900">{t("formTitle")}</h2>
            <ContactForm
              action={localePath("/contact", lang)}
              serverResult={actionData}
              withPhone={false}
              labels={{
                name: t("name"),
                email: t("emailField"),
                subject: t("subject"),
                message: t("message"),
                send: t("send"),
                successTitle: t("successTitle"),
                successText: t("successText"),
              }}
            />
          </div>
        </div>
        <div className="mx-auto mt-12 max-w-6xl px-4">
          <h2 className="text-2xl font-bold text-slate-900">{t("mapTitle")}</h2>
          <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
            <ConsentFrame kind="map" src={company.embeds.map} title={common("embed.mapTitle")} className="h-[450px]" />
          </div>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
