import { useProvided } from "~/lib/provided";
import { createContext, useCallback, useMemo, useState, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { isConsentChoice, type ConsentChoice, type ConsentState } from "~/lib/consent";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";

type CookieConsentValue = {
  consent: ConsentState;
  bannerOpen: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
};

const CookieConsentContext = createContext<CookieConsentValue | null>(null);

/**
 * The stored choice comes from the cookie the server read, so the first HTML is already right
 * (no banner flash). A choice is posted to /consent, which sets the cookie.
 */
export function CookieConsentProvider({ consent, children }: { consent: ConsentState; children: ReactNode }) {
  const fetcher = useFetcher({ key: "consent" });
  const [reopened, setReopened] = useState(false);
  const pending = fetcher.formData?.get("choice");
  const current: ConsentState = isConsentChoice(pending) ? pending : consent;

  const choose = useCallback(
    (choice: ConsentChoice) => {
      setReopened(false);
      void fetcher.submit({ choice }, { method: "post", action: "/consent" });
    },
    [fetcher],
  );
  const reopen = useCallback(() => setReopened(true), []);
  const value = useMemo(
    () => ({ consent: current, bannerOpen: reopened || current === "undecided", choose, reopen }),
    [current, reopened, choose, reopen],
  );
  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  return useProvided(CookieConsentContext, "CookieConsentProvider");
}

export function CookieBanner() {
  const { bannerOpen, choose } = useCookieConsent();
  const t = useT("common");
  const location = useLocation();
  const { lang } = useLanguage();
  if (!bannerOpen) return null;
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    // Sticky at the foot of the page's flow rather than fixed over it: it stays in view while the
    // visitor scrolls, and at the end of the page it sits below the footer, so nothing is hidden.
    <section
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_24px_rgba(15,42,74,0.12)]"
    >
      {/* A plain form post works without JavaScript; with it, the fetcher takes over. */}
      <form
        method="post"
        action="/consent"
        className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6"
        onSubmit={(event) => {
          const submitter = event.nativeEvent.submitter;
          if (submitter instanceof HTMLButtonElement && isConsentChoice(submitter.value)) {
            event.preventDefault();
            choose(submitter.value);
          }
        }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="flex-1 text-sm text-slate-700">
          <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
            {t("cookie.title")}
          </h2>
          <p className="mt-1">{t("cookie.text")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="choice" value="accepted" className={buttonClass("primary", "md")}>
            {t("cookie.acceptAll")}
          </button>
          <button type="submit" name="choice" value="refused" className={buttonClass("outline", "md")}>
            {t("cookie.refuse")}
          </button>
          <a
            href={localePath("/privacy-policy", lang)}
            target="_blank"
            rel="noopener"
            className={buttonClass("ghost", "md", "underline underline-offset-2")}
          >
            {t("cookie.learnMore")}
            <span className="sr-only"> {t("cookie.learnMoreNewTab")}</span>
          </a>
        </div>
      </form>
    </section>
  );
}

/** Footer link that reopens the banner; without JavaScript it clears the choice so the banner returns. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { reopen } = useCookieConsent();
  const t = useT("common");
  const location = useLocation();
  return (
    <form
      method="post"
      action="/consent"
      className="inline"
      onSubmit={(event) => {
        event.preventDefault();
        reopen();
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" name="choice" value="reset" className={className}>
        {t("footer.cookieSettings")}
      </button>
    </form>
  );
}
