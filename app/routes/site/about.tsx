import type { Route } from "./+types/about";
import { aboutPageStats } from "~/content/stats";
import { useT } from "~/i18n/language";
import { pageData } from "~/i18n/page.server";
import { pageMeta } from "~/content/seo";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { QuoteLink } from "~/components/site/quote-dialog-host";

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "about");
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const values = ["excellence", "collaboration", "innovation"] as const;

export default function About() {
  const t = useT("about");
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <section className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <dl aria-label={t("stats.label")} className="grid grid-cols-2 gap-6 md:grid-cols-4">
            {aboutPageStats.map((stat) => (
              <div key={stat.key} className="flex flex-col-reverse rounded-xl bg-slate-50 p-6 text-center">
                <dt className="mt-1 text-sm text-slate-600">{t(`stats.${stat.key}`)}</dt>
                <dd className="text-4xl font-extrabold text-brand-700">
                  {stat.value}
                  {stat.suffix}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-14 grid gap-8 md:grid-cols-2">
            {(["mission", "vision"] as const).map((key) => (
              <div key={key} className="rounded-xl border border-slate-200 p-6">
                <h2 className="text-2xl font-bold text-slate-900">{t(`${key}.title`)}</h2>
                <p className="mt-3 text-lg text-slate-700">{t(`${key}.text`)}</p>
              </div>
            ))}
          </div>
          <h2 className="mt-14 text-2xl font-bold text-slate-900">{t("valuesTitle")}</h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {values.map((v) => (
              <li key={v} className="rounded-xl border-t-4 border-accent-500 bg-slate-50 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{t(`values.${v}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`values.${v}.text`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-8 text-white md:flex-row md:items-center md:justify-between">
            <div>
              <h2 className="text-2xl font-bold">{t("cta.title")}</h2>
              <p className="mt-1 text-slate-200">{t("cta.text")}</p>
            </div>
            <QuoteLink className={buttonClass("accent", "lg")}>{t("cta.button")}</QuoteLink>
          </div>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
