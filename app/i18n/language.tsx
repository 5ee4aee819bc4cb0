import { useProvided } from "~/lib/provided";
import { createContext, useMemo, useRef, type ReactNode } from "react";
import { lookup, interpolate, type Placeholders } from "./translate";
import type { Bundles, Language, Namespace, Namespaces, TranslationKey } from "./types";

type LanguageContextValue = { lang: Language; texts: Bundles };

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Provides the page's language and the translations its routes loaded. Namespaces accumulate:
 * a page keeps the texts an earlier page brought while its own data is on its way.
 */
export function LanguageProvider({
  lang,
  bundles,
  children,
}: {
  lang: Language;
  bundles: Bundles;
  children: ReactNode;
}) {
  const store = useRef<{ lang: Language; texts: Bundles } | null>(null);
  if (!store.current || store.current.lang !== lang) store.current = { lang, texts: {} };
  Object.assign(store.current.texts, bundles);
  const texts = store.current.texts;
  const value = useMemo(() => ({ lang, texts }), [lang, texts]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useProvided(LanguageContext, "LanguageProvider");
}

export type TFn<N extends Namespace> = (key: TranslationKey<Namespaces[N]>, options?: Placeholders) => string;

/** A typed translator for one namespace; a missing key shows the key itself. */
export function useT<N extends Namespace>(ns: N): TFn<N> {
  const { texts } = useLanguage();
  return useMemo(() => {
    return (key, options) => {
      const found = lookup(texts[ns], key);
      const text =
        typeof found === "string" ? found : typeof options?.defaultValue === "string" ? options.defaultValue : key;
      return interpolate(text, options);
    };
    // The texts object is kept per language (a new one when the language changes) and grows in place.
  }, [texts, ns]);
}
