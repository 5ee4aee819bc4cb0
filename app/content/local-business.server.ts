import { company, schemaOrgDays } from "~/content/company";
import type { LegalIdentity } from "~/domain/company/legal-identity";

/**
 * The company as schema.org's LocalBusiness, stated in every public page's head. Made on the
 * server (the root's loader) and handed to the pages' meta: the browser never builds it.
 */
export function localBusinessJsonLd(siteUrl: string, legal: LegalIdentity): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: company.name,
    legalName: legal.legalName,
    // Stated once Settings hold them: the tax code is the VAT number when it starts with RO.
    ...(legal.taxCode ? { taxID: legal.taxCode } : {}),
    ...(legal.taxCode.startsWith("RO") ? { vatID: legal.taxCode } : {}),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/favicon.svg`,
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: company.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => schemaOrgDays[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: ["RO", "EU"],
  };
}
