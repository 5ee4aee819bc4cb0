/** The eight products of the technical drawings gallery. */
export const drawingProducts = [
  { id: "duplicator", title: "Duplicator", file: "duplicator" },
  { id: "e1", title: "E1 6-30", file: "e1" },
  { id: "s1Shuttle", title: "S1 Shuttle 30-150", file: "s1-shuttle" },
  { id: "shuttleparkH", title: "Shuttlepark H 30-1000", file: "shuttlepark-h" },
  { id: "tetrisRotolift", title: "Tetris Rotolift", file: "tetris-rotolift" },
  { id: "tetrisRotopark", title: "Tetris Rotopark 6-30", file: "tetris-rotopark" },
  { id: "transloparkC", title: "Translopark C 8-96", file: "translopark-c" },
  { id: "transloparkL", title: "Translopark L 15-60", file: "translopark-l" },
] as const;

export type DrawingProduct = (typeof drawingProducts)[number];
export const drawingViews = ["section", "plan"] as const;
export type DrawingView = (typeof drawingViews)[number];

export function drawingImage(product: DrawingProduct, view: DrawingView): string {
  return `/drawings/${product.file}-${view}.svg`;
}

/** The saved file is named after the product title: "Translopark C 8-96" -> "Translopark-C-8-96-section.svg". */
export function drawingDownloadName(product: DrawingProduct, view: DrawingView): string {
  return `${product.title.replace(/\s+/g, "-")}-${view}.svg`;
}
