import { useCallback } from "react";
import type { Route } from "./+types/quote";
import { useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { pageMeta } from "~/content/seo";
import { toast } from "~/components/ui/toast";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { ButtonLink } from "~/components/site/button-link";
import { PageHero } from "~/components/site/page-hero";
import { QuoteForm } from "~/components/site/quote-form";
import { SentNotice } from "~/components/site/enquiry-form";
import { enquiryAction } from "./enquiry-action.server";
import { selectorPrefill } from "~/domain/parking-selector/configuration.server";
import { CONFIGURATION_FIELD } from "~/domain/quote/prefill";

/**
 * The quote request as a page: where "Get Quote" leads without JavaScript, and where the dialog
 * posts. A plain post comes back here with the confirmation, or the form with its errors.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "common", ({ t }) => ({
    title: t("quotePage.metaTitle"),
    description: t("quotePage.metaDescription"),
    keywords: t("meta.defaultKeywords"),
  }));
  // Coming from the parking selector without JavaScript: the form starts with its configuration.
  return { ...page, prefill: selectorPrefill(new URL(request.url).searchParams.get(CONFIGURATION_FIELD), page.lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const action = enquiryAction({ table: "quote_requests", form: "quote" });

export default function QuotePage({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT("common");
  const onSent = useCallback(
    (form: HTMLFormElement) => {
      form.reset();
      toast({ title: t("quote.success"), description: t("quote.successDescription") });
    },
    [t],
  );
  const sentWithoutScript = actionData?.ok === true;
  return (
    <>
      <PageHero title={t("quote.title")} subtitle={t("quote.description")} />
      <section className="py-16">
        <div className="mx-auto max-w-3xl px-4">
          {sentWithoutScript ? (
            <SentNotice
              title={t("quotePage.sentHeading")}
              text={`${t("quote.success")} ${t("quote.successDescription")}`}
            >
              <p className="mt-3 flex flex-wrap gap-3">
                <ButtonLink to="/quote" variant="outline" size="sm">
                  {t("quotePage.another")}
                </ButtonLink>
                <ButtonLink to="/" variant="ghost" size="sm">
                  {t("quotePage.backHome")}
                </ButtonLink>
              </p>
            </SentNotice>
          ) : (
            <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <QuoteForm onSent={onSent} serverResult={actionData} prefill={loaderData.prefill ?? undefined} />
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
