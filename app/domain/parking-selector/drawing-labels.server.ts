import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import { countBeforeNoun } from "./sentences";

/** The proposal's drawing alt text and labels, in one language. */
export function drawingLabels(
  lang: Language,
  system: string,
  figures: { modules: number; levels: number },
  plot: { lengthM: number; widthM: number },
) {
  const t = serverT(lang, "selector");
  const number = new Intl.NumberFormat(lang === "ro" ? "ro-RO" : "en-GB", { maximumFractionDigits: 2 });
  return {
    title: t("drawing.title", { system }),
    description: t("drawing.description", {
      system,
      modules: figures.modules,
      modulesOf: countBeforeNoun(figures.modules, lang),
      levels: figures.levels,
      levelsOf: countBeforeNoun(figures.levels, lang),
      length: number.format(plot.lengthM),
      width: number.format(plot.widthM),
    }),
    topView: t("drawing.topView"),
    section: t("drawing.section"),
    entry: t("drawing.entry"),
    groundLevel: t("drawing.groundLevel"),
    lift: t("drawing.lift"),
  };
}
