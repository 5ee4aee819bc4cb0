import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What axe finds on the page as it is now, against the WCAG 2.1 A and AA rules: one line per rule and element. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${label}: ${violation.id} (${violation.impact}) ${node.target.join(" ")}`),
  );
}
