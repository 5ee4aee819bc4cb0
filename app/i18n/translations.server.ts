import enCommon from "./en/common";
import enHome from "./en/home";
import roCommon from "./ro/common";
import roHome from "./ro/home";
import enAuth from "./en/auth";
import roAuth from "./ro/auth";
import enServices from "./en/services";
import roServices from "./ro/services";
import enCatalog from "./en/catalog";
import roCatalog from "./ro/catalog";
import enAbout from "./en/about";
import roAbout from "./ro/about";
import enContact from "./en/contact";
import roContact from "./ro/contact";
import enBlog from "./en/blog";
import roBlog from "./ro/blog";
import enDrawings from "./en/drawings";
import roDrawings from "./ro/drawings";
import enLegal from "./en/legal";
import roLegal from "./ro/legal";
import enAdmin from "./en/admin";
import roAdmin from "./ro/admin";
import { fillFigures } from "~/content/company";
import { translator, type Translator } from "./translate";
import type { Bundles, Language, Namespace, Namespaces, Translation } from "./types";

/** All resources live on the server: pages receive only the namespaces they use, through their loaders. */
const written: { [L in Language]: { [N in Namespace]: Translation<Namespaces[N]> } } = {
  en: { common: enCommon, home: enHome, auth: enAuth, services: enServices, catalog: enCatalog, about: enAbout, contact: enContact, blog: enBlog, drawings: enDrawings, legal: enLegal, admin: enAdmin },
  ro: { common: roCommon, home: roHome, auth: roAuth, services: roServices, catalog: roCatalog, about: roAbout, contact: roContact, blog: roBlog, drawings: roDrawings, legal: roLegal, admin: roAdmin },
};

/**
 * The texts with the company's figures filled in ({{projects}}, {{years}}, {{foundedYear}}...), once,
 * when the server starts: pages receive plain strings. Years are counted as of that moment.
 */
const resources = fillEveryText(written);

function fillEveryText<T>(value: T): T {
  if (typeof value === "string") return fillFigures(value) as T;
  if (Array.isArray(value)) return value.map(fillEveryText) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillEveryText(inner)])) as T;
  return value;
}

/** The texts as written, placeholders and all (for the test that no figure is typed into them). */
export const writtenResources = written;


export function bundlesFor<N extends Namespace>(lang: Language, namespaces: readonly N[]): Pick<Required<Bundles>, N> {
  const out = {} as Pick<Required<Bundles>, N>;
  for (const ns of namespaces) out[ns] = resources[lang][ns] as Pick<Required<Bundles>, N>[N];
  return out;
}

/** A translator for loaders and meta; a missing key comes back as the key itself. */
export function serverT(lang: Language, ns: Namespace): Translator {
  return translator(resources[lang][ns]);
}
