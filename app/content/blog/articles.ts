import type { BlogArticleMeta } from "./types";

/** The blog's eight project case stories. Text per language lives in ./articles/{slug}.server.ts. */
export const blogArticles = [
  { id: "bucharest-business-center", slug: "business-center-bucharest-200-spaces", category: "Commercial", image: "/blog/business-center.svg", date: "2025-09-18", readTimeMinutes: 6, author: "Andrei Munteanu", spaces: 200 },
  { id: "milano-residential", slug: "residential-complex-milano-85-spaces", category: "Residential", image: "/blog/residential-milano.svg", date: "2025-07-02", readTimeMinutes: 5, author: "Elena Rusu", spaces: 85 },
  { id: "shopping-mall-underground", slug: "shopping-mall-underground-350-spaces", category: "Commercial", image: "/blog/shopping-mall.svg", date: "2025-05-21", readTimeMinutes: 7, author: "Andrei Munteanu", spaces: 350 },
  { id: "office-tower-hydraulic", slug: "office-tower-hydraulic-parking-120-spaces", category: "Commercial", image: "/blog/office-tower.svg", date: "2025-03-11", readTimeMinutes: 5, author: "Mihai Ionescu", spaces: 120 },
  { id: "boutique-hotel", slug: "boutique-hotel-automated-parking-60-spaces", category: "Hospitality", image: "/blog/boutique-hotel.svg", date: "2024-12-04", readTimeMinutes: 4, author: "Elena Rusu", spaces: 60 },
  { id: "industrial-complex", slug: "industrial-complex-fleet-parking-180-spaces", category: "Industrial", image: "/blog/industrial-complex.svg", date: "2024-10-15", readTimeMinutes: 6, author: "Mihai Ionescu", spaces: 180 },
  { id: "bucharest-residential", slug: "residential-building-bucharest-120-spaces", category: "Residential", image: "/blog/residential-bucharest.svg", date: "2024-08-27", readTimeMinutes: 5, author: "Ioana Dumitrescu", spaces: 120 },
  { id: "cluj-office-tower", slug: "cluj-office-tower-200-spaces", category: "Commercial", image: "/blog/cluj-office-tower.svg", date: "2024-06-10", readTimeMinutes: 6, author: "Andrei Munteanu", spaces: 200 },
] as const satisfies readonly BlogArticleMeta[];

export type BlogArticleId = (typeof blogArticles)[number]["id"];
