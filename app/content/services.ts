/** The four service detail pages. Text lives in the `services` translations. */
export const services = [
  { key: "automated", slug: "automated" },
  { key: "semiAutomatic", slug: "semi-automatic" },
  { key: "maintenance", slug: "maintenance" },
  { key: "consultation", slug: "consultation" },
] as const;

export type ServiceKey = (typeof services)[number]["key"];
export const serviceBullets = ["b1", "b2", "b3", "b4"] as const;

export function serviceBySlug(slug: string | undefined) {
  return services.find((s) => s.slug === slug);
}
