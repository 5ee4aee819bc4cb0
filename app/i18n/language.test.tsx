import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "./en/common";
import enHome from "./en/home";
import ro from "./ro/common";
import roHome from "./ro/home";
import { LanguageProvider, useLanguage, useT } from "./language";
import { lookup } from "./translate";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe("translations", () => {
  it("Romanian has exactly the English keys, none empty", () => {
    expect(keys(ro).sort()).toEqual(keys(en).sort());
    expect(keys(roHome).sort()).toEqual(keys(enHome).sort());
    for (const [name, bundle] of Object.entries({ ro, roHome })) {
      for (const key of keys(bundle)) {
        const value = lookup(bundle, key);
        expect(typeof value === "string" ? value.trim() : value, `${name}.${key}`).not.toBe("");
      }
    }
  });

  it("a missing key shows the key itself; a present one its text in the page's language", () => {
    function Probe() {
      const t = useT("common");
      return <p>{`${t("nav.home")}|${(t as (k: string) => string)("nav.nowhere")}`}</p>;
    }
    const html = renderToString(
      <LanguageProvider lang="ro" bundles={{ common: ro }}>
        <Probe />
      </LanguageProvider>,
    );
    expect(html).toContain("Acasă|nav.nowhere");
  });

  it("the language hook throws its error outside the provider", () => {
    function Orphan() {
      useLanguage();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow("LanguageProvider is missing above this component");
  });
});
