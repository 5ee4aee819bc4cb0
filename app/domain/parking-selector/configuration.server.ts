import { parkingSystemTexts } from "~/content/parking-systems/texts";
import { parkingSystemIds, type ParkingSystemId } from "~/content/parking-systems/systems";
import { NEUTRAL_SELECTOR_INPUT, parseSelectorInput, type SelectorInput } from "~/domain/parking-selector/input";
import { configurationQuery, quoteProjectType, systemOf } from "~/domain/parking-selector/quote";
import { recommend, type Recommendation } from "~/domain/parking-selector/recommend";
import type { QuotePrefill } from "~/domain/quote/prefill";
import { countBeforeNoun, quoteSummary } from "~/domain/parking-selector/sentences";
import { intlLocale } from "~/lib/format";
import { selectorStreetSides } from "~/domain/parking-selector/limits";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import { z } from "~/lib/zod";

/** A configuration longer than this is not one the selector wrote. */
const MAX_CONFIGURATION_LENGTH = 1000;

/** One system of a stored recommendation, with the figures sales want to see. */
const storedSystemSchema = z.object({
  systemId: z.string(),
  rank: z.number(),
  capacity: z.number(),
  levels: z.number(),
  levelsAbove: z.number(),
  levelsBelow: z.number(),
  modules: z.number(),
  // Stored before installations were counted: one.
  installations: z.number().default(1),
  avgRetrievalS: z.number(),
  throughputCarsPerHour: z.number(),
});

/**
 * What a quote request keeps of a selector configuration: the visitor's input, the system they
 * asked about, and the recommendation as the server computed it (never as the browser sent it).
 */
export const storedConfigurationSchema = z.object({
  query: z.string(),
  system: z.string(),
  input: z.object({
    buildingType: z.string(),
    spaces: z.number(),
    plotLengthM: z.number(),
    plotWidthM: z.number(),
    // Stored before the street's side was asked for: either.
    streetSide: z.string().default("any"),
    heightAboveM: z.number(),
    depthBelowM: z.number(),
    columnSpacingM: z.number().default(0),
    columnDepthSpacingM: z.number().default(0),
    // Stored before the design car was asked for: the usual car and large car.
    carLengthM: z.number().default(NEUTRAL_SELECTOR_INPUT.carLengthM),
    carWidthM: z.number().default(NEUTRAL_SELECTOR_INPUT.carWidthM),
    suvSharePercent: z.number(),
    suvHeightM: z.number().default(NEUTRAL_SELECTOR_INPUT.suvHeightM),
    suvWeightKg: z.number().default(NEUTRAL_SELECTOR_INPUT.suvWeightKg),
    evSharePercent: z.number().default(0),
    peakCarsPerHour: z.number(),
    // Stored before arrivals were asked for: none.
    peakArrivalsPerHour: z.number().default(0),
    independentAccess: z.boolean(),
    project: z.string(),
  }),
  ranked: z.array(storedSystemSchema),
  excluded: z.array(z.string()),
});
export type StoredConfiguration = z.infer<typeof storedConfigurationSchema>;

/**
 * A configuration query read again: its input, and the system it names if that system fits the
 * site (a hand-edited link naming one that does not is no configuration the selector proposed).
 */
function readConfiguration(
  query: unknown,
): { input: SelectorInput; system: ParkingSystemId; recommendation: Recommendation } | null {
  if (typeof query !== "string" || query.length === 0 || query.length > MAX_CONFIGURATION_LENGTH) return null;
  const params = new URLSearchParams(query);
  const parsed = parseSelectorInput(params);
  const system = systemOf(params);
  if (!parsed.ok || !system) return null;
  const recommendation = recommend(parsed.input);
  return recommendation.ranked.some((s) => s.systemId === system)
    ? { input: parsed.input, system, recommendation }
    : null;
}

/** The record a quote request stores for a configuration; null when the post carried none (or a forged one). */
export function storedConfiguration(query: unknown): StoredConfiguration | null {
  const read = readConfiguration(query);
  if (!read) return null;
  const { recommendation } = read;
  return {
    query: configurationQuery(read.input, read.system),
    system: read.system,
    input: read.input,
    ranked: recommendation.ranked.map((s) => ({
      systemId: s.systemId,
      rank: s.rank,
      capacity: s.figures.capacity,
      levels: s.figures.levels,
      levelsAbove: s.figures.levelsAbove,
      levelsBelow: s.figures.levelsBelow,
      modules: s.figures.modules,
      installations: s.figures.installations,
      avgRetrievalS: Math.round(s.figures.avgRetrievalS),
      throughputCarsPerHour: s.figures.throughputCarsPerHour,
    })),
    excluded: recommendation.excluded.map((s) => s.systemId),
  };
}

/** The quote form's first values for a configuration link (the /quote page without JavaScript). */
export function selectorPrefill(query: string | null, lang: Language): QuotePrefill | null {
  const read = readConfiguration(query);
  if (!read) return null;
  const name = parkingSystemTexts[lang][read.system].name;
  return {
    projectType: quoteProjectType[read.input.buildingType],
    spaces: read.input.spaces,
    message: quoteSummary(read.input, name, lang, serverT(lang, "selector")),
    configuration: configurationQuery(read.input, read.system),
  };
}

/** A stored configuration as labelled lines, for the sales mail and the lead's page. */
export function describeConfiguration(
  stored: unknown,
  lang: Language,
): { facts: [string, string][]; systems: string[] } | null {
  const parsed = storedConfigurationSchema.safeParse(stored);
  if (!parsed.success) return null;
  const c = parsed.data;
  const t = serverT(lang, "selector");
  const names = parkingSystemTexts[lang];
  const nameOf = (id: string) => {
    const known = parkingSystemIds.find((systemId) => systemId === id);
    return known ? names[known].name : id;
  };
  const number = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  const streetSideLabel = (side: string) => {
    const known = selectorStreetSides.find((s) => s === side);
    return known ? t(`form.streetSides.${known}`) : side;
  };
  const spaces = (count: number) => t("result.capacityValue", { capacityOf: countBeforeNoun(count, lang) });
  const facts: [string, string][] = [
    [t("form.buildingType"), t(`form.buildingTypes.${c.input.buildingType}`)],
    [t("form.spaces"), number.format(c.input.spaces)],
    [t("form.plotLength"), number.format(c.input.plotLengthM)],
    [t("form.plotWidth"), number.format(c.input.plotWidthM)],
    [t("form.streetSide"), streetSideLabel(c.input.streetSide)],
    [t("form.heightAbove"), number.format(c.input.heightAboveM)],
    [t("form.depthBelow"), number.format(c.input.depthBelowM)],
    [t("form.columnSpacing"), number.format(c.input.columnSpacingM)],
    [t("form.columnDepthSpacing"), number.format(c.input.columnDepthSpacingM)],
    [t("form.carLength"), number.format(c.input.carLengthM)],
    [t("form.carWidth"), number.format(c.input.carWidthM)],
    [t("form.suvShare"), number.format(c.input.suvSharePercent)],
    [t("form.suvHeight"), number.format(c.input.suvHeightM)],
    [t("form.suvWeight"), number.format(c.input.suvWeightKg)],
    [t("form.evShare"), number.format(c.input.evSharePercent)],
    [t("form.peak"), number.format(c.input.peakCarsPerHour)],
    [t("form.arrivals"), number.format(c.input.peakArrivalsPerHour)],
    [t("form.independentAccess"), t(c.input.independentAccess ? "quote.independent" : "quote.dependent")],
    [t("form.project"), t(`form.projects.${c.input.project}`)],
    [t("result.drawingHeading", { system: "" }).replace(/[:\s]+$/, ""), nameOf(c.system)],
  ];
  // What the system asked about comes to: how many installations, how many spaces.
  const chosen = c.ranked.find((s) => s.systemId === c.system);
  if (chosen)
    facts.push(
      [t("result.installations"), number.format(chosen.installations)],
      [t("result.capacity"), spaces(chosen.capacity)],
    );
  const systems = c.ranked.map(
    (s) =>
      `${t("result.rank", { rank: s.rank })} ${nameOf(s.systemId)}: ${spaces(s.capacity)}, ${t("result.levelsValue", { levels: s.levels, above: s.levelsAbove, below: s.levelsBelow })}, ${t("result.retrievalValue", { seconds: s.avgRetrievalS })}`,
  );
  return { facts, systems };
}
