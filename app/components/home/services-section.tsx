import { useT } from "~/i18n/language";
import { CheckIcon, HomeSection } from "./section-heading";

const cards = ["automatic", "maintenance", "installation"] as const;
const features = ["f1", "f2", "f3", "f4"] as const;
const reasons = ["timeSaving", "security", "efficiency"] as const;

const icons: Record<(typeof cards)[number], string> = {
  automatic: "M4 20V8l8-4 8 4v12M8 20v-5h8v5M8 11h8",
  maintenance: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z",
  installation: "M3 21h18M6 21V10l6-4 6 4v11M10 21v-6h4v6",
};

export function ServicesSection() {
  const t = useT("home");
  return (
    <HomeSection
      id="services"
      title={t("services.title")}
      subtitle={t("services.subtitle")}
      className="bg-slate-50 py-20"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <svg
                viewBox="0 0 24 24"
                width="26"
                height="26"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={icons[card]} />
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`services.cards.${card}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`services.cards.${card}.description`)}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {features.map((f) => (
                <li key={f} className="flex gap-2">
                  <CheckIcon />
                  {t(`services.cards.${card}.${f}`)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-16 rounded-2xl bg-brand-900 px-6 py-10 text-white md:px-10">
        <h3 className="text-center text-2xl font-bold">{t("services.why.title")}</h3>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason}>
              <h4 className="text-lg font-semibold text-accent-500">{t(`services.why.${reason}.title`)}</h4>
              <p className="mt-2 text-slate-200">{t(`services.why.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
