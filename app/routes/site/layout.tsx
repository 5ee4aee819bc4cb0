import { useEffect } from "react";
import { Outlet } from "react-router";
import { rememberLanguage } from "~/lib/language-memory";
import { useRootData } from "~/root";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { FlashToast } from "~/components/layout/flash-toast";
import { CookieBanner, CookieConsentProvider } from "~/components/site/cookie-consent";
import { QuoteDialogProvider } from "~/components/site/quote-dialog-host";
import { ToastHost } from "~/components/ui/toast";

/** The public site's shell: header, page, footer, cookie banner, toasts and the quote dialog. */
export default function SiteLayout() {
  const root = useRootData();
  const lang = root?.lang;
  // Pages without a language in their URL (the back-office) follow the one read here last.
  useEffect(() => {
    if (lang) rememberLanguage(lang);
  }, [lang]);
  return (
    <CookieConsentProvider consent={root?.consent ?? "undecided"}>
      <QuoteDialogProvider>
        <div className="flex min-h-screen flex-col">
          {/* "Back to top" lands here: the header is sticky, so it cannot be the target. */}
          <span id="top" tabIndex={-1} className="block h-0 focus:outline-none" />
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
        <CookieBanner />
        {root?.flash ? <FlashToast code={root.flash} /> : null}
        <ToastHost />
      </QuoteDialogProvider>
    </CookieConsentProvider>
  );
}
