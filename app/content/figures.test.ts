import { describe, expect, it } from "vitest";
import { bundlesFor, serverT, writtenResources } from "~/i18n/translations.server";
import { languages } from "~/i18n/types";
import { companyFigures, figureVariables, fillFigures, yearsInBusiness } from "./company";
import { aboutPageStats, aboutSectionStats, heroStats } from "./stats";

/** Every string of a resource tree, with its path. */
function texts(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}

// How the site words a figure about the company, in English and Romanian: typed as a number,
// any of these would drift from the facts.
const TYPED_FIGURES = [
  /\b(since|Since|din|founded in|fondată în)\s+\d{4}\b/,
  /\b\d+\s*\+?\s*(years|de ani|ani de)\b/i,
  /\b\d+\s*\+?\s*(projects|de proiecte|proiecte)\b/i,
  /\b\d+\s*\+?\s*(clients|de clienți|clienți)\b/i,
  /\b\d+\s*\+?\s*(team members|specialists|de specialiști|specialiști)\b/i,
  /\b\d+\s*\+?\s*(cities|de orașe|orașe)\b/i,
  /\b\d+\s*%\s*(client satisfaction|clienți mulțumiți|cost|savings|economi)/i,
  /\b(within|în)\s+\d+\s+(hours|de ore)\b/i,
  /\b\d+\s+(to|la)\s+\d+\s+(parking spaces|spaces|de locuri)\b.*\b(design|proiect|across|in Romania|în România)/i,
];

describe("company figures", () => {
  it("years are counted from the founding year", () => {
    expect(yearsInBusiness(new Date("2026-11-24"))).toBe(2026 - companyFigures.foundedYear);
    expect(yearsInBusiness(new Date("2031-01-01"))).toBe(2031 - companyFigures.foundedYear);
  });

  it("every counter shows one of the company's figures", () => {
    const allowed = new Set(Object.values(figureVariables()));
    for (const stat of [...heroStats, ...aboutSectionStats, ...aboutPageStats])
      expect(allowed, `${stat.key} = ${stat.value}`).toContain(stat.value);
    // The same fact shows the same number wherever it appears.
    const byKey = new Map<string, number>();
    const same = {
      projects: "projects",
      years: "years",
      savings: "saving",
      costReduction: "saving",
      clients: "clients",
      cities: "cities",
      team: "team",
      satisfaction: "satisfaction",
    } as Record<string, string>;
    for (const stat of [...heroStats, ...aboutSectionStats, ...aboutPageStats]) {
      const fact = same[stat.key]!;
      if (byKey.has(fact)) expect(stat.value, stat.key).toBe(byKey.get(fact));
      byKey.set(fact, stat.value);
    }
    expect(byKey.get("years")).toBe(yearsInBusiness());
  });

  it("no text types a company figure: they name it as a placeholder", () => {
    const offending: string[] = [];
    for (const lang of languages) {
      for (const [path, text] of texts(writtenResources[lang])) {
        for (const pattern of TYPED_FIGURES)
          if (pattern.test(text)) offending.push(`${lang}:${path}: ${text.slice(0, 120)}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("pages receive the figures filled in, and no figure placeholder is left", () => {
    const names = Object.keys(figureVariables());
    for (const lang of languages) {
      for (const [path, text] of texts(
        bundlesFor(lang, ["common", "home", "about", "contact", "services", "catalog"]),
      )) {
        for (const name of names) expect(text, `${lang}:${path}`).not.toContain(`{{${name}}}`);
      }
    }
    expect(serverT("en", "about")("meta.description")).toContain(
      `${companyFigures.projects}+ projects, ${companyFigures.teamMembers}+ team members, ${companyFigures.satisfactionPercent}% client satisfaction`,
    );
    expect(serverT("ro", "home")("hero.eyebrow")).toContain(`din ${companyFigures.foundedYear}`);
    expect(serverT("en", "home")("about.text")).toContain(`For ${yearsInBusiness()} years`);
  });

  it("fills only the figures' own placeholders", () => {
    expect(fillFigures("{{projects}}+ and {{seconds}} s", { projects: 7 })).toBe("7+ and {{seconds}} s");
    expect(fillFigures("{{ years }} years", { years: 26 })).toBe("26 years");
  });
});
