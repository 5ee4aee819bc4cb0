import type { Reason } from "~/domain/parking-selector/reasons";
import type { SelectorInput } from "~/domain/parking-selector/input";
import type { SystemFigures } from "~/domain/parking-selector/proposal";
import type { TFn } from "~/i18n/language";
import type { Language } from "~/i18n/types";
import { intlLocale } from "~/lib/format";

/** Metres as the page's language writes them: "12.5 m" / "12,5 m". */
export function metresFormatter(lang: Language): (metres: number) => string {
  const format = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  return (metres) => `${format.format(metres)} m`;
}

/**
 * A count written before its noun. Romanian puts "de" between a number and its noun when the
 * number's last two digits make 20 or more, or the number is a non-zero multiple of 100 ("84 de
 * locuri", "120 de locuri", but "101 locuri", "12 locuri"): exactly the numbers Romanian's plural
 * rules call "other".
 */
export function countBeforeNoun(count: number, lang: Language): string {
  const written = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 0 }).format(count);
  if (lang !== "ro") return written;
  return new Intl.PluralRules("ro-RO").select(count) === "other" ? `${written} de` : written;
}

/**
 * A reason's numbers written for its sentence: metres (names ending in M) and kilowatts (Kw) with
 * the language's decimal sign, seconds rounded, counts with the language's grouping; each count
 * also as `<name>Of`, written to stand before a noun (countBeforeNoun).
 */
export function reasonValues(reason: Reason, lang: Language): Record<string, string> {
  const metres = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  const kilowatts = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 0 });
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reason.values)) {
    if (typeof value !== "number") continue;
    if (name.endsWith("M")) values[name] = metres.format(value);
    else if (name.endsWith("Kw")) values[name] = kilowatts.format(value);
    else {
      values[name] = whole.format(value);
      values[`${name}Of`] = countBeforeNoun(value, lang);
    }
  }
  return values;
}

/** The sentence of one reason in the reader's language. */
export function reasonSentence(reason: Reason, lang: Language, t: TFn<"selector">): string {
  return t(`reasons.${reason.code}`, reasonValues(reason, lang));
}

/**
 * The quote request's message for a configuration: what the visitor described and the system
 * proposed, in their language; they may edit it before sending.
 */
export function quoteSummary(input: SelectorInput, systemName: string, lang: Language, t: TFn<"selector">): string {
  const number = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  return t("quote.summary", {
    buildingType: t(`form.buildingTypes.${input.buildingType}`),
    spaces: number.format(input.spaces),
    spacesOf: countBeforeNoun(input.spaces, lang),
    length: number.format(input.plotLengthM),
    width: number.format(input.plotWidthM),
    height: number.format(input.heightAboveM),
    depth: number.format(input.depthBelowM),
    suv: number.format(input.suvSharePercent),
    carLength: number.format(input.carLengthM),
    carWidth: number.format(input.carWidthM),
    suvHeight: number.format(input.suvHeightM),
    suvWeight: number.format(input.suvWeightKg),
    ev: number.format(input.evSharePercent),
    peak: number.format(input.peakCarsPerHour),
    peakOf: countBeforeNoun(input.peakCarsPerHour, lang),
    arrivals: number.format(input.peakArrivalsPerHour),
    arrivalsOf: countBeforeNoun(input.peakArrivalsPerHour, lang),
    access: t(input.independentAccess ? "quote.independent" : "quote.dependent"),
    project: t(`form.projects.${input.project}`),
    system: systemName,
  });
}

/** A proposal's figures as the result card lists them: label and value, in the reader's language. */
export function proposalFacts(f: SystemFigures, lang: Language, t: TFn<"selector">): [string, string][] {
  const number = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  const metres = (value: number) => t("result.metres", { value: number.format(value) });
  const seconds = (value: number) => t("result.retrievalValue", { seconds: number.format(Math.round(value)) });
  const kilowatts = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1 });
  const facts: [string, string][] = [
    [t("result.capacity"), t("result.capacityValue", { capacityOf: countBeforeNoun(f.capacity, lang) })],
    [t("result.levels"), t("result.levelsValue", { levels: f.levels, above: f.levelsAbove, below: f.levelsBelow })],
    [t("result.modules"), number.format(f.modules)],
    [t("result.installations"), number.format(f.installations)],
    [t("result.clearHeight"), metres(f.clearHeightM)],
    [t("result.pitDepth"), metres(f.pitDepthM)],
    [t("result.platformWidth"), metres(f.platformWidthM)],
    [t("result.power"), t("result.kilowatts", { value: kilowatts.format(f.power.perInstallationKw) })],
    [t("result.transferBays"), number.format(f.transferBays)],
    [t("result.retrieval"), seconds(f.avgRetrievalS)],
    [t("result.throughput"), number.format(f.throughputCarsPerHour)],
  ];
  if (f.utilisation !== null && f.waitP95S !== null) {
    facts.push([
      t("result.utilisation"),
      t("result.percent", { value: number.format(Math.round(f.utilisation * 100)) }),
    ]);
    facts.push([t("result.waitP95"), seconds(f.waitP95S)]);
  }
  return facts;
}
