import { useT } from "~/i18n/language";
import { ButtonLink } from "./button-link";

/** The invitation to the parking-system selector, on the services and drawings pages. */
export function SelectorCta() {
  const t = useT("common");
  return (
    <section aria-labelledby="selector-cta" className="px-4 py-12">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 rounded-xl border border-brand-600/20 bg-brand-50 p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="selector-cta" className="text-xl font-bold text-slate-900">
            {t("selectorCta.title")}
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">{t("selectorCta.text")}</p>
        </div>
        <ButtonLink to="/parking-selector" variant="primary" size="md" className="shrink-0">
          {t("selectorCta.link")}
        </ButtonLink>
      </div>
    </section>
  );
}
