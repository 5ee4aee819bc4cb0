import type { CatalogLanguage } from "~/content/catalog";

/** The three bands of a tricolour on the 30 × 20 flag: side by side, or one above the other. */
const bands = {
  vertical: [
    { width: "10", height: "20" },
    { x: "10", width: "10", height: "20" },
    { x: "20", width: "10", height: "20" },
  ],
  horizontal: [
    { width: "30", height: "6.67" },
    { y: "6.67", width: "30", height: "6.67" },
    { y: "13.33", width: "30", height: "6.67" },
  ],
} as const;

/** Small SVG flags (3:2), decorative: the language is written beside each. */
export function Flag({ code, className }: { code: CatalogLanguage; className?: string }) {
  const props = {
    viewBox: "0 0 30 20",
    width: 45,
    height: 30,
    className,
    "aria-hidden": true as const,
    focusable: "false" as const,
  };
  const tricolour = (direction: keyof typeof bands, colours: readonly [string, string, string]) => (
    <svg {...props}>
      {bands[direction].map((band, i) => (
        <rect key={i} {...band} fill={colours[i]} />
      ))}
    </svg>
  );
  switch (code) {
    case "ro":
      return tricolour("vertical", ["#002B7F", "#FCD116", "#CE1126"]);
    case "fr":
      return tricolour("vertical", ["#002395", "#FFFFFF", "#ED2939"]);
    case "it":
      return tricolour("vertical", ["#009246", "#FFFFFF", "#CE2B37"]);
    case "de":
      return tricolour("horizontal", ["#000000", "#DD0000", "#FFCE00"]);
    case "ru":
      return tricolour("horizontal", ["#FFFFFF", "#0039A6", "#D52B1E"]);
    case "en":
      return (
        <svg {...props}>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0L30 20M30 0L0 20" stroke="#FFF" strokeWidth="4" />
          <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
          <path d="M15 0V20M0 10H30" stroke="#FFF" strokeWidth="6" />
          <path d="M15 0V20M0 10H30" stroke="#C8102E" strokeWidth="3.6" />
        </svg>
      );
  }
}
