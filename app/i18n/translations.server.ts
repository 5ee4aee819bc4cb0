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
import enSelector from "./en/selector";
import roSelector from "./ro/selector";
import { fillFigures } from "~/content/company";
import { translator, type Translator } from "./translate";
import type { Bundles, Language, Namespace, Namespaces, Translation } from "./types";

/** All resources live on the server: pages receive only the namespaces they use, through their loaders. */
const written: { [L in Language]: { [N in Namespace]: Translation<Namespaces[N]> } } = {
  en: {
    common: enCommon,
    home: enHome,
    auth: enAuth,
    services: enServices,
    catalog: enCatalog,
    about: enAbout,
    contact: enContact,
    blog: enBlog,
    drawings: enDrawings,
    legal: enLegal,
    admin: enAdmin,
    selector: enSelector,
  },
  ro: {
    common: roCommon,
    home: roHome,
    auth: roAuth,
    services: roServices,
    catalog: roCatalog,
    about: roAbout,
    contact: roContact,
    blog: roBlog,
    drawings: roDrawings,
    legal: roLegal,
    admin: roAdmin,
    selector: roSelector,
  },
};

/**
 * The texts with the company's figures filled in ({{projects}}, {{years}}, {{foundedYear}}...), once,
 * when the server starts: pages receive plain strings. Years are counted as of that moment.
 */
const resources = structuredClone(written);
fillEveryText(resources);

/** Fills every text of a copy in place, however deep it sits. */
function fillEveryText(node: object): void {
  const entries: [string, unknown][] = Object.entries(node);
  for (const [key, inner] of entries) {
    if (typeof inner === "string") Reflect.set(node, key, fillFigures(inner));
    else if (inner && typeof inner === "object") fillEveryText(inner);
  }
}

/** The texts as written, placeholders and all (for the test that no figure is typed into them). */
export const writtenResources = written;

export function bundlesFor<N extends Namespace>(lang: Language, namespaces: readonly N[]): Pick<Required<Bundles>, N> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the loop below sets every key of N, which the compiler cannot follow
  const out = {} as Pick<Required<Bundles>, N>;
  for (const ns of namespaces) out[ns] = resources[lang][ns];
  return out;
}

/** A translator for loaders and meta; a missing key comes back as the key itself. */
export function serverT(lang: Language, ns: Namespace): Translator {
  return translator(resources[lang][ns]);
}
