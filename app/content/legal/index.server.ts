import type { Language } from "~/i18n/types";
import * as privacy from "./privacy.server";
import * as terms from "./terms.server";
import type { LegalText } from "./types";

export const legalPages = { "/privacy-policy": privacy, "/terms-of-service": terms } as const;
export type LegalPath = keyof typeof legalPages;

function isLegalPath(path: string): path is LegalPath {
  return Object.hasOwn(legalPages, path);
}

export function legalText(path: string, lang: Language): LegalText | undefined {
  const page = isLegalPath(path) ? legalPages[path] : undefined;
  return page?.[lang];
}
