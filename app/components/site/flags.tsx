import type { CatalogLanguage } from "~/content/catalog";

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
  const vertical = (a: string, b: string, c: string) => (
    <svg {...props}>
      <rect width="10" height="20" fill={a} />
      <rect x="10" width="10" height="20" fill={b} />
      <rect x="20" width="10" height="20" fill={c} />
    </svg>
  );
  const horizontal = (a: string, b: string, c: string) => (
    <svg {...props}>
      <rect width="30" height="6.67" fill={a} />
      <rect y="6.67" width="30" height="6.67" fill={b} />
      <rect y="13.33" width="30" height="6.67" fill={c} />
    </svg>
  );
  switch (code) {
    case "ro":
      return vertical("#002B7F", "#FCD116", "#CE1126");
    case "fr":
      return vertical("#002395", "#FFFFFF", "#ED2939");
    case "it":
      return vertical("#009246", "#FFFFFF", "#CE2B37");
    case "de":
      return horizontal("#000000", "#DD0000", "#FFCE00");
    case "ru":
      return horizontal("#FFFFFF", "#0039A6", "#D52B1E");
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
