import i18next, { type i18n as I18n } from "i18next";
import { createContext, useContext, useMemo, useRef, type ReactNode } from "react";
import type { Bundles, Language, Namespace, Namespaces, TranslationKey } from "./types";

type LanguageContextValue = { lang: Language; i18n: I18n };

const LanguageContext = createContext<LanguageContextValue | null>(null);

function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  // Resources arrive with loader data, so init is synchronous and starts empty.
  void instance.init({ lng: lang, fallbackLng: false, resources: {}, initAsync: false, showSupportNotice: false, interpolation: { escapeValue: false } });
  return instance;
}

/** Provides the page's language and the translations its routes loaded. */
export function LanguageProvider({ lang, bundles, children }: { lang: Language; bundles: Bundles; children: ReactNode }) {
  const ref = useRef<I18n | null>(null);
  ref.current ??= createI18n(lang);
  const i18n = ref.current;
  for (const [ns, data] of Object.entries(bundles)) {
    // Adding the same bundle again is a cheap overwrite, so no need to track what was added.
    if (data) i18n.addResourceBundle(lang, ns, data, true, true);
  }
  const value = useMemo(() => ({ lang, i18n }), [lang, i18n]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}

export type TFn<N extends Namespace> = (key: TranslationKey<Namespaces[N]>, options?: Record<string, unknown>) => string;

/** A typed translator for one namespace; a missing key shows the key itself. */
export function useT<N extends Namespace>(ns: N): TFn<N> {
  const { lang, i18n } = useLanguage();
  return useMemo(() => {
    const t = i18n.getFixedT(lang, ns);
    // A page makes hundreds of plain lookups while hydrating, and i18next's full t() is costly:
    // plain keys read its resource store directly; interpolation and missing keys go through t().
    return (key, options) => {
      if (!options) {
        const text: unknown = i18n.getResource(lang, ns, key);
        if (typeof text === "string") return text;
      }
      return String(t(key, options ?? {}));
    };
  }, [i18n, lang, ns]);
}
