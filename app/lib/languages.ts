/** The site's languages: English at `/`, Romanian under `/ro`. */
export const languages = ["en", "ro"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ro";
}
