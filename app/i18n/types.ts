import type enCommon from "./en/common";
import type enHome from "./en/home";
import type enAuth from "./en/auth";
import type enServices from "./en/services";
import type enCatalog from "./en/catalog";
import type enAbout from "./en/about";
import type enContact from "./en/contact";
import type enBlog from "./en/blog";
import type enDrawings from "./en/drawings";
import type enLegal from "./en/legal";
import type enAdmin from "./en/admin";
import type enSelector from "./en/selector";

export { defaultLanguage, isLanguage, languages, type Language } from "~/lib/languages";

/** The English resources define the shape; every other language must match it exactly. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type Namespaces = {
  common: typeof enCommon;
  home: typeof enHome;
  auth: typeof enAuth;
  services: typeof enServices;
  catalog: typeof enCatalog;
  about: typeof enAbout;
  contact: typeof enContact;
  blog: typeof enBlog;
  drawings: typeof enDrawings;
  legal: typeof enLegal;
  admin: typeof enAdmin;
  selector: typeof enSelector;
};
export type Namespace = keyof Namespaces;

/** Dotted key paths of a namespace: "hero.title", "nav.home", ... */
export type TranslationKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TranslationKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type Bundles = Partial<{ [N in Namespace]: Translation<Namespaces[N]> }>;
