/** A legal page's text, in the same markup as blog articles ("**Heading**" lines, "• " bullets). */
export type LegalText = {
  title: string;
  description: string;
  /** ISO date of the last update. */
  updated: string;
  content: string;
};
