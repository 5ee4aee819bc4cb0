import { isOneOf } from "~/lib/one-of";
/** Cookie consent: undecided until the visitor accepts or refuses non-essential cookies. */
export const consentChoices = ["accepted", "refused"] as const;
export type ConsentChoice = (typeof consentChoices)[number];
export type ConsentState = ConsentChoice | "undecided";

export const CONSENT_COOKIE = "consent";
/** How long a choice is remembered before the banner asks again (about six months). */
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;

export const isConsentChoice = (value: unknown) => isOneOf(consentChoices, value);

/** The choice a consent cookie's value holds; anything else asks again. */
export function readConsent(value: string | undefined): ConsentState {
  return isConsentChoice(value) ? value : "undecided";
}
