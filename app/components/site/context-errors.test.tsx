import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useCookieConsent } from "./cookie-consent";
import { useQuoteDialog } from "./quote-dialog-host";

describe("context hooks outside their providers", () => {
  it("useCookieConsent throws a message naming its provider", () => {
    function Orphan() {
      useCookieConsent();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow("CookieConsentProvider is missing above this component");
  });
  it("useQuoteDialog throws too", () => {
    function Orphan() {
      useQuoteDialog();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow("QuoteDialogProvider is missing above this component");
  });
});
