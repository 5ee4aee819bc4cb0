import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { contentIdentity } from "~/domain/company/legal-identity";
import { localBusinessJsonLd } from "./local-business.server";
import { absoluteUrl, seoMeta } from "./seo";

const base = {
  siteUrl: "https://example.ro",
  siteName: "Autoparc Systems",
  title: "Services",
  description: "d",
  keywords: "k",
};

function find(tags: MetaDescriptor[], predicate: (t: Record<string, unknown>) => boolean) {
  return tags.filter((t) => predicate(t as Record<string, unknown>)) as Record<string, unknown>[];
}

describe("seoMeta", () => {
  it("gives canonical, hreflang en/ro/x-default, social tags and LocalBusiness JSON-LD", () => {
    const business = localBusinessJsonLd(base.siteUrl, contentIdentity);
    const tags = seoMeta({ ...base, business, lang: "ro", path: "/services" });
    expect(find(tags, (t) => "title" in t)[0]?.title).toBe("Services | Autoparc Systems");
    expect(find(tags, (t) => t.rel === "canonical")[0]?.href).toBe("https://example.ro/ro/services");
    const alternates = find(tags, (t) => t.rel === "alternate").map((t) => [t.hrefLang, t.href]);
    expect(alternates).toEqual([
      ["en", "https://example.ro/services"],
      ["ro", "https://example.ro/ro/services"],
      ["x-default", "https://example.ro/services"],
    ]);
    expect(find(tags, (t) => t.property === "og:url")[0]?.content).toBe("https://example.ro/ro/services");
    expect(find(tags, (t) => t.property === "og:locale")[0]?.content).toBe("ro_RO");
    expect(find(tags, (t) => t.name === "twitter:card")).toHaveLength(1);
    const ld = find(tags, (t) => "script:ld+json" in t)[0]?.["script:ld+json"] as {
      "@type": string;
      address: { addressLocality: string };
      openingHoursSpecification: [{ dayOfWeek: string[] }];
    };
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.address.addressLocality).toBe("Piatra-Neamț");
    expect(ld.openingHoursSpecification[0].dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  });

  it("marks pages that must not be indexed and gives them no canonical", () => {
    const tags = seoMeta({ ...base, lang: "en", path: "/x", noindex: true });
    expect(find(tags, (t) => t.rel === "canonical")).toHaveLength(0);
    expect(find(tags, (t) => t.name === "robots")[0]?.content).toBe("noindex");
  });

  it("builds absolute URLs for the home page in both languages", () => {
    expect(absoluteUrl("https://example.ro", "/", "en")).toBe("https://example.ro/");
    expect(absoluteUrl("https://example.ro", "/", "ro")).toBe("https://example.ro/ro");
  });
});
