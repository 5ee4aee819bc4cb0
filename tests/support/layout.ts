import type { Page } from "@playwright/test";

/** The widths every page is checked at: phone, tablet portrait, tablet landscape, the narrowest laptop, a wider one. */
export const LAYOUT_WIDTHS = [390, 768, 1024, 1280, 1440] as const;

/**
 * What a visitor would see as broken text on the page as it is now laid out: a button's, a
 * link-button's or a badge's text spilling out of it, a short label (three words or fewer) wrapped
 * onto a second line, a control cut off at the screen's edge, a text field too narrow to read
 * (under 64 px), or a page that scrolls sideways.
 * Returns one line per fault, naming the element and the width.
 */
export async function textLayoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) {
      // Name the widest elements that stick out (not those inside something that scrolls sideways).
      const out = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
        .filter(
          (element) =>
            element.getBoundingClientRect().right > viewport + 1 && element.getBoundingClientRect().width > 0,
        )
        .filter(
          (element) =>
            !Array.from(element.children).some((child) => child.getBoundingClientRect().right > viewport + 1),
        )
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${String(element.className).split(" ").slice(0, 3).join(".")} "${(element.innerText || "").trim().slice(0, 30)}"`,
        );
      faults.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport}): ${out.join(", ")}`,
      );
    }
    const controls = document.querySelectorAll<HTMLElement>(
      "button, [role='button'], [role='tab'], a[class*='inline-flex'], [data-badge]",
    );
    const hidden = (element: Element) =>
      element.closest("[hidden], .sr-only, [aria-hidden='true'] [data-badge]") !== null;
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    for (const control of Array.from(controls)) {
      if (hidden(control)) continue;
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || style.opacity === "0") continue;
      // The control's own visible text: its text nodes, not those of screen-reader-only parts.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || (node.parentElement && hidden(node.parentElement))) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
      }
      const label = (control.innerText || "").trim().replace(/\s+/g, " ");
      if (!label || lines.length === 0) continue;
      const name = `${control.tagName.toLowerCase()} "${label.slice(0, 40)}"`;
      const truncated = style.textOverflow === "ellipsis";
      if (
        !truncated &&
        lines.some(
          (r) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1,
        )
      ) {
        faults.push(`${name}: text spills out of it`);
      }
      // Lines of text: boxes that share no height are on different lines (a smaller count beside
      // a label shares the label's line).
      let rows = 0;
      let lineBottom = -Infinity;
      for (const rect of [...lines].sort((a, b) => a.top - b.top)) {
        if (rect.top >= lineBottom - 2) {
          rows += 1;
          lineBottom = rect.bottom;
        } else lineBottom = Math.max(lineBottom, rect.bottom);
      }
      if (label.split(" ").length <= 3 && rows > 1) faults.push(`${name}: a short label wraps onto ${rows} lines`);
      if ((box.right > viewport + 1 || box.left < -1) && !scrollsSideways(control))
        faults.push(`${name}: cut off at the screen's edge`);
    }
    // A text field squeezed too narrow to read what is typed in it (under 4 rem).
    for (const field of Array.from(
      document.querySelectorAll<HTMLElement>(
        "input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]), select, textarea",
      ),
    )) {
      if (hidden(field)) continue;
      const box = field.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(field).visibility === "hidden") continue;
      if (box.width < 64) {
        const name = field.getAttribute("name") ?? field.id;
        faults.push(`${field.tagName.toLowerCase()} "${name}": only ${Math.round(box.width)} px wide`);
      }
    }
    return faults;
  });
}

/** textLayoutFaults at each width, without reloading: the page is laid out again at each size. */
export async function textLayoutFaultsAtWidths(
  page: Page,
  widths: readonly number[] = LAYOUT_WIDTHS,
): Promise<string[]> {
  const all: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the resize has been laid out and painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const fault of await textLayoutFaults(page)) all.push(`${width} px: ${fault}`);
  }
  return all;
}
