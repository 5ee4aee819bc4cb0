import { describe, expect, it } from "vitest";
import { headingId, parseRichText } from "./rich-text";

describe("article content format", () => {
  it("turns headings, bullets and paragraphs into blocks", () => {
    const blocks = parseRichText(`Intro line one
continues here.

**The challenge**
The site was narrow.
• Only 12 m wide
• Two underground levels
After the list.

**Results**`);
    expect(blocks).toEqual([
      { type: "paragraph", text: "Intro line one continues here." },
      { type: "heading", text: "The challenge" },
      { type: "paragraph", text: "The site was narrow." },
      { type: "list", items: ["Only 12 m wide", "Two underground levels"] },
      { type: "paragraph", text: "After the list." },
      { type: "heading", text: "Results" },
    ]);
  });

  it("makes ASCII ids from headings with diacritics", () => {
    expect(headingId("Soluția aleasă și rezultatele")).toBe("solutia-aleasa-si-rezultatele");
  });
});
