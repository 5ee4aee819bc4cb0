import { useId } from "react";
import type { PlanRect, ProposalLayout } from "~/domain/parking-selector/site-plan";
import {
  Arrow,
  CAR,
  carArrangement,
  CarFromAbove,
  colours,
  Dimension,
  FONT,
  n,
  TextScale,
  textWidth,
  useTextScale,
} from "./drawing-parts";
import { ProposalSection, type ProposalDrawingLabels } from "./proposal-section";

/** Every visible text of the drawing, translated by the caller. */
export type ProposalDrawingProps = {
  layout: ProposalLayout;
  labels: ProposalDrawingLabels;
  /** Metres as the page writes them: formatMetres(12.5) → "12.5 m" / "12,5 m". */
  formatMetres: (metres: number) => string;
  className?: string;
  /**
   * "wide": top view and section side by side, text at its drawn size (a large screen, or zoomed);
   * "tall": the section below the top view, for a column a few hundred pixels wide.
   */
  shape?: DrawingShape;
  /** Texts this many times their drawn size (TextScale), for a drawing shown small. */
  textScale?: number;
};

export type DrawingShape = "wide" | "tall";

type Box = { x: number; y: number; width: number; height: number };
/** Each shape's size, and the boxes of its top view's plot and of its section (drawing units). */
const SHAPES: Record<DrawingShape, { width: number; height: number; plan: Box; section: Box; divider: Box }> = {
  wide: {
    width: 1000,
    height: 480,
    plan: { x: 80, y: 100, width: 440, height: 320 },
    section: { x: 610, y: 0, width: 390, height: 480 },
    divider: { x: 600, y: 20, width: 0, height: 440 },
  },
  tall: {
    width: 600,
    height: 1000,
    plan: { x: 120, y: 150, width: 330, height: 280 },
    section: { x: 0, y: 500, width: 600, height: 500 },
    divider: { x: 20, y: 500, width: 560, height: 0 },
  },
};

/**
 * The chosen system's proposal as inline SVG: a top view of the plot (modules with a car each
 * place, hatched driveways, the entry, dimensions) and a section (levels above and below ground with
 * their heights, the lift shaft, carousel or stacker posts). Scaled to fit a fixed viewBox; it
 * renders on the server, needs no stylesheet and no script.
 */
export function ProposalDrawing({
  layout,
  labels,
  formatMetres,
  className,
  shape = "wide",
  textScale = 1,
}: ProposalDrawingProps) {
  const { width: WIDTH, height: HEIGHT, plan, section, divider } = SHAPES[shape];
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const hatchId = `${id}-hatch`;
  return (
    <TextScale value={textScale}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className={className}
        xmlns="http://www.w3.org/2000/svg"
        fontFamily={FONT}
      >
        <title id={titleId}>{labels.title}</title>
        <desc id={descId}>{labels.description}</desc>
        <defs>
          <pattern id={hatchId} patternUnits="userSpaceOnUse" width={8} height={8} patternTransform="rotate(45)">
            <rect width={8} height={8} fill={colours.plot} />
            <line x1={0} y1={0} x2={0} y2={8} stroke={colours.faint} strokeWidth={2} />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="#ffffff" />
        <TopView layout={layout} labels={labels} formatMetres={formatMetres} hatchId={hatchId} plan={plan} />
        <line
          x1={divider.x}
          y1={divider.y}
          x2={divider.x + divider.width}
          y2={divider.y + divider.height}
          stroke={colours.module}
        />
        <ProposalSection layout={layout} labels={labels} formatMetres={formatMetres} box={section} />
      </svg>
    </TextScale>
  );
}

function TopView({
  layout,
  labels,
  formatMetres,
  hatchId,
  plan: PLAN,
}: {
  layout: ProposalLayout;
  labels: ProposalDrawingLabels;
  formatMetres: (m: number) => string;
  hatchId: string;
  plan: Box;
}) {
  const textScale = useTextScale();
  const { plot, overall } = layout;
  const scale = Math.min(PLAN.width / plot.lengthM, PLAN.height / plot.widthM);
  const px = (metres: number) => n(PLAN.x + metres * scale);
  const py = (metres: number) => n(PLAN.y + metres * scale);
  const box = (r: PlanRect) => ({ x: px(r.x), y: py(r.y), width: n(r.sizeX * scale), height: n(r.sizeY * scale) });
  const plotRight = px(plot.lengthM);
  const plotBottom = py(plot.widthM);
  const extentRight = px(overall.lengthM);
  const extentBottom = py(overall.widthM);
  const roomBelow = plotBottom - extentBottom >= 16 + 15 * textScale;
  const roomRight =
    plotRight - extentRight >= 20 + 8 * textScale + textWidth(formatMetres(overall.widthM), 12 * textScale);
  // Without room inside the plot, a dimension goes outside: above or left, unless the entry is there.
  const showLength = Math.abs(overall.lengthM - plot.lengthM) > 0.01 && (roomBelow || layout.entry.direction !== "+y");
  const showWidth = Math.abs(overall.widthM - plot.widthM) > 0.01 && (roomRight || layout.entry.direction !== "+x");
  const lengthDimY = roomBelow ? extentBottom + 12 : PLAN.y - 12;
  const widthDimX = roomRight ? extentRight + 12 : PLAN.x - 12;
  const entry = { x: px(layout.entry.x), y: py(layout.entry.y) };
  const arrow =
    layout.entry.direction === "+x"
      ? { x1: entry.x - 60, y1: entry.y, x2: entry.x + 14, y2: entry.y }
      : { x1: entry.x, y1: entry.y - 50, x2: entry.x, y2: entry.y + 14 };
  return (
    <g data-view="top">
      <text x={20} y={n(14 + 16 * textScale)} fontSize={n(16 * textScale)} fontWeight={600} fill={colours.ink}>
        {labels.topView}
      </text>
      <rect
        x={PLAN.x}
        y={PLAN.y}
        width={n(plot.lengthM * scale)}
        height={n(plot.widthM * scale)}
        fill={colours.plot}
        stroke={colours.ink}
        strokeWidth={1.5}
        data-plot=""
      />
      {layout.driveways.map((driveway, index) => (
        <rect key={index} {...box(driveway)} fill={`url(#${hatchId})`} stroke={colours.faint} data-driveway="" />
      ))}
      {layout.columns.map((column, index) => (
        <rect key={index} {...box(column)} fill={colours.ink} data-column="" />
      ))}
      {layout.modules.map((module, index) => (
        <g key={index}>
          <rect {...box(module)} fill={colours.module} stroke={colours.line} strokeWidth={1} data-module="" />
          {carsInModule(module, layout).map((car, carIndex) => (
            <CarFromAbove
              key={carIndex}
              x={px(car.x)}
              y={py(car.y)}
              w={n(car.sizeX * scale)}
              h={n(car.sizeY * scale)}
            />
          ))}
        </g>
      ))}
      {overall.lengthM < plot.lengthM - 0.01 || overall.widthM < plot.widthM - 0.01 ? (
        <rect
          x={PLAN.x}
          y={PLAN.y}
          width={n(overall.lengthM * scale)}
          height={n(overall.widthM * scale)}
          fill="none"
          stroke={colours.accent}
          strokeDasharray="6 4"
        />
      ) : null}
      {/* The installation's own dimensions: inside the plot, below and right of it, where the entry never is. */}
      {showLength ? (
        <Dimension
          x1={PLAN.x}
          y1={lengthDimY}
          x2={extentRight}
          y2={lengthDimY}
          text={formatMetres(overall.lengthM)}
          side={roomBelow ? 1 : -1}
        />
      ) : null}
      {showWidth ? (
        <Dimension
          x1={widthDimX}
          y1={PLAN.y}
          x2={widthDimX}
          y2={extentBottom}
          text={formatMetres(overall.widthM)}
          side={roomRight ? 1 : -1}
        />
      ) : null}
      <Dimension
        x1={PLAN.x}
        y1={plotBottom + 22}
        x2={plotRight}
        y2={plotBottom + 22}
        text={formatMetres(plot.lengthM)}
      />
      <Dimension x1={plotRight + 22} y1={PLAN.y} x2={plotRight + 22} y2={plotBottom} text={formatMetres(plot.widthM)} />
      <Arrow {...arrow} colour={colours.accent} />
      <text
        x={arrow.x1}
        y={arrow.y1 - 8}
        fontSize={n(12 * textScale)}
        fontWeight={600}
        fill={colours.accent}
        textAnchor={layout.entry.direction === "+x" ? "start" : "middle"}
      >
        {labels.entry}
      </text>
    </g>
  );
}

/** The cars of one level of a module, in plan metres (drawing-parts.tsx, carArrangement). */
function carsInModule(module: PlanRect, layout: ProposalLayout): PlanRect[] {
  const { lengthM, widthM, carsPerLevel } = layout.module;
  const { rows, perRow, carLengthM } = carArrangement(layout.module);
  const bay = widthM / perRow;
  const carWidth = Math.min(CAR.widthM, bay * 0.8);
  const cars: PlanRect[] = [];
  for (let i = 0; i < carsPerLevel; i++) {
    const row = Math.floor(i / perRow);
    const deep = rows === 1 ? (lengthM - carLengthM) / 2 : row === 0 ? lengthM * 0.04 : lengthM * 0.96 - carLengthM;
    const wide = (i % perRow) * bay + (bay - carWidth) / 2;
    cars.push(
      layout.module.orientation === "alongPlotLength"
        ? { x: module.x + deep, y: module.y + wide, sizeX: carLengthM, sizeY: carWidth }
        : { x: module.x + wide, y: module.y + deep, sizeX: carWidth, sizeY: carLengthM },
    );
  }
  return cars;
}
