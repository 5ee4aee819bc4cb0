import { useLanguage, useT } from "~/i18n/language";
import { Panel } from "../ui/panels";

type Described = { facts: [string, string][]; systems: string[] };

/** The parking-selector configuration a quote request came with: the site described and the systems that fit, ranked. */
export function SelectorConfiguration({ configuration }: { configuration: Record<"en" | "ro", Described> }) {
  const t = useT("admin");
  const { lang } = useLanguage();
  const { facts, systems } = configuration[lang];
  return (
    <Panel title={t("leads.configuration")}>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="selector-configuration">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {systems.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("leads.configurationSystems")}</h3>
          <ol className="mt-2 space-y-1 text-sm text-slate-700" data-testid="selector-configuration-systems">
            {systems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      ) : null}
    </Panel>
  );
}
