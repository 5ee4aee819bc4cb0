import { expect, test, type Locator } from "../../support/test";
import en from "../../../app/i18n/en/selector";
import ro from "../../../app/i18n/ro/selector";
import { parkingSystemTexts } from "../../../app/content/parking-systems/texts";

/**
 * The selector's proposal drawing is legible where it is shown: on a 390 px phone and a 1440 px
 * screen every text of the drawing is at least 12 px as rendered, in both languages; a tap, a
 * click or the keyboard opens it full screen, where buttons, the keyboard and Ctrl + wheel zoom.
 */
const SITES = [
  // An office on a 30 × 20 m plot, towers of many levels; a basement stacker garage with a pit.
  "type=office&spaces=80&length=30&width=20&height=15&suv=20&peak=40",
  "type=residential&spaces=8&length=6&width=12&height=3.6&depth=2&suv=0&peak=4",
];
const MIN_TEXT_PX = 12;

/**
 * The drawing an image shows, laid out at the image's rendered size: the smallest font size of its
 * texts in CSS pixels (font size times the scale the SVG is drawn at), and the texts themselves.
 */
async function renderedTexts(image: Locator): Promise<{ smallest: number; texts: string[] }> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate(async (img: HTMLImageElement) => {
    const markup = await (await fetch(img.currentSrc)).text();
    const { width, height } = img.getBoundingClientRect();
    const holder = document.createElement("div");
    holder.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px;visibility:hidden`;
    holder.innerHTML = markup.replace(/^<\?xml[^>]*>\s*/, "");
    document.body.append(holder);
    const svg = holder.querySelector("svg")!;
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(height));
    const texts = [...svg.querySelectorAll("text")];
    // The scale of each text's transform, turned (the lift's label) or not.
    const sizes = texts.map((text) => {
      const { a, b } = text.getScreenCTM()!;
      return parseFloat(getComputedStyle(text).fontSize) * Math.hypot(a, b);
    });
    holder.remove();
    return { smallest: Math.min(...sizes), texts: texts.map((text) => text.textContent ?? "") };
  });
}

for (const { lang, prefix, t } of [
  { lang: "en", prefix: "", t: en },
  { lang: "ro", prefix: "/ro", t: ro },
] as const) {
  for (const width of [390, 1440]) {
    test(`the drawing's texts are at least ${MIN_TEXT_PX} px at ${width} px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const site of SITES) {
        await page.goto(`${prefix}/parking-selector?${site}`);
        const image = page.getByTestId("selector-drawing").getByRole("img");
        const { smallest, texts } = await renderedTexts(image);
        // Both views are there with their labels, none of them smaller than legible.
        for (const label of [t.drawing.topView, t.drawing.section, t.drawing.groundLevel])
          expect(texts).toContain(label);
        expect(texts.filter((text) => text.endsWith(" m")).length, site).toBeGreaterThan(3);
        expect(smallest, site).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      }
    });
  }

  test(`a tap opens the drawing full screen, where it zooms by button, keyboard and Ctrl + wheel (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/parking-selector?${SITES[0]}`);
    const best = (await page
      .getByTestId("selector-ranked")
      .locator(":scope > li")
      .first()
      .getAttribute("data-system")) as keyof (typeof parkingSystemTexts)["en"];
    const title = t.drawing.viewer.replace("{{system}}", parkingSystemTexts[lang][best].name);
    const enlarge = page.getByRole("button", { name: t.drawing.enlarge });
    // A tap on the drawing: the button lies over all of it.
    const drawn = page.getByTestId("selector-drawing").getByRole("img");
    expect(await enlarge.boundingBox()).toEqual(await drawn.boundingBox());
    await enlarge.click();
    const viewer = page.getByRole("dialog", { name: title });
    await expect(viewer).toBeVisible();
    const drawing = viewer.getByRole("img");
    const zoomLevel = viewer.getByTestId("selector-drawing-zoom");
    await expect(zoomLevel).toHaveText(new RegExp(t.drawing.zoomLevel.replace("{{percent}}", "100")));
    // Full screen on the phone: the drawing as wide as the screen less the viewer's margins, legible.
    const fitted = (await drawing.boundingBox())!.width;
    expect(fitted).toBeGreaterThan(390 - 40);
    expect((await renderedTexts(drawing)).smallest).toBeGreaterThanOrEqual(MIN_TEXT_PX);

    // The buttons, by keyboard.
    await viewer.getByRole("button", { name: t.drawing.zoomIn }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(zoomLevel).toHaveText(new RegExp(t.drawing.zoomLevel.replace("{{percent}}", "200")));
    await expect.poll(async () => (await drawing.boundingBox())!.width).toBeCloseTo(fitted * 2, 0);
    await viewer.getByRole("button", { name: t.drawing.zoomOut }).focus();
    await page.keyboard.press("Space");
    await expect(zoomLevel).toHaveText(new RegExp(t.drawing.zoomLevel.replace("{{percent}}", "150")));

    // Ctrl + wheel over the drawing (how a touchpad's pinch arrives) zooms in, and the page does not.
    const box = (await drawing.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -300);
    await page.keyboard.up("Control");
    await expect.poll(async () => (await drawing.boundingBox())!.width).toBeGreaterThan(fitted * 1.6);
    await expect(zoomLevel).not.toHaveText(new RegExp(t.drawing.zoomLevel.replace("{{percent}}", "150")));

    // Esc closes it, and the keyboard is back on the drawing's button, which opens it again.
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(enlarge).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(viewer).toBeVisible();
    await expect(zoomLevel).toHaveText(new RegExp(t.drawing.zoomLevel.replace("{{percent}}", "100")));
    await viewer.getByRole("button", { name: t.drawing.close }).click();
    await expect(viewer).toBeHidden();
  });
}
