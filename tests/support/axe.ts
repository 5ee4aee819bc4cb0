import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds on the page as it is now, against the WCAG 2.1 A and AA rules: one line per rule and element.
 * Axe runs in the page itself (legacy mode: no blank page opened to merge the frames' results) and
 * returns only the violations, which halves each check; the pages checked hold no cross-origin frames.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Before withTags: options() replaces what withTags sets.
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${label}: ${violation.id} (${violation.impact}) ${node.target.join(" ")}`),
  );
}
