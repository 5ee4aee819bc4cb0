import type { ReactNode } from "react";
import { aboutSectionStats } from "~/content/stats";
import { useT } from "~/i18n/language";
import { CheckIcon, HomeSection } from "./section-heading";

const offers = ["o1", "o2", "o3", "o4", "o5"] as const;
const values = ["innovation", "reliability", "customerFocus"] as const;

/** One of the two columns under the figures: what the company offers, what it values. */
function AboutList({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <ul className={className}>{children}</ul>
    </div>
  );
}

export function AboutSection() {
  const t = useT("home");
  return (
    <HomeSection id="about" title={t("about.title")} className="bg-slate-50 py-20">
      <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-600">{t("about.text")}</p>
      <dl aria-label={t("about.stats.label")} className="mt-12 grid grid-cols-2 gap-6 md:grid-cols-4">
        {aboutSectionStats.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse rounded-xl bg-white p-6 text-center shadow-sm">
            <dt className="mt-1 text-sm text-slate-600">{t(`about.stats.${stat.key}`)}</dt>
            <dd className="text-3xl font-extrabold text-brand-700">
              {stat.value}
              {stat.suffix}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <AboutList title={t("about.offersTitle")} className="mt-4 space-y-3 text-slate-700">
          {offers.map((o) => (
            <li key={o} className="flex gap-2">
              <CheckIcon />
              {t(`about.offers.${o}`)}
            </li>
          ))}
        </AboutList>
        <AboutList title={t("about.valuesTitle")} className="mt-4 space-y-4">
          {values.map((v) => (
            <li key={v} className="rounded-lg border-l-4 border-accent-500 bg-white p-4 shadow-sm">
              <h4 className="font-semibold text-slate-900">{t(`about.values.${v}.title`)}</h4>
              <p className="mt-1 text-sm text-slate-600">{t(`about.values.${v}.text`)}</p>
            </li>
          ))}
        </AboutList>
      </div>
    </HomeSection>
  );
}
