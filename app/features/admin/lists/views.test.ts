import { describe, expect, it } from "vitest";
import en from "~/i18n/en/admin";
import ro from "~/i18n/ro/admin";
import { lookup } from "~/i18n/translate";
import type { ListView } from "~/admin-kit/contracts";
import { exportableLists } from "./registry.server";

const views = Object.fromEntries(Object.entries(exportableLists).map(([name, list]) => [name, list.view]));

/** The keys a list screen composes from its view: each must name a text in both languages. */
function keysOf(view: ListView): string[] {
  const { section } = view;
  return [
    `${section}.title`,
    `${section}.subtitle`,
    `${section}.searchPlaceholder`,
    ...(view.create ? [view.create.label] : []),
    ...Object.keys(view.cards).map((name) => `${section}.cards.${name}`),
    ...view.selects.flatMap((select) => [
      `${section}.${select.name}`,
      `${section}.${select.all}`,
      ...(select.option ? select.values.map((value) => `${select.option}.${value}`) : []),
    ]),
  ];
}

describe("list views", () => {
  for (const [name, view] of Object.entries(views))
    it(`${name}: every label it composes exists in English and Romanian`, () => {
      for (const key of keysOf(view)) {
        expect(typeof lookup(en, key), `en ${key}`).toBe("string");
        expect(typeof lookup(ro, key), `ro ${key}`).toBe("string");
      }
    });

  it("each view names an exportable list whose cards it shows", () => {
    for (const view of Object.values(views)) {
      const list = exportableLists[view.section as keyof typeof exportableLists];
      expect(list, view.section).toBeDefined();
      const cardFields = Object.keys(view.cards).sort();
      expect(cardFields).toEqual(Object.keys(list.cards("2026-11-20")).sort());
    }
  });
});
