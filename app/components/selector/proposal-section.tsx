import type { ProposalLayout } from "~/domain/parking-selector/site-plan";
import { carArrangement, colours, Dimension, n, textWidth, useTextScale } from "./drawing-parts";

/** A lift shaft about this wide in section; a stacker's post this thick (metres). */
const SHAFT_M = 3;
const POST_M = 0.3;

/**
 * The section of a proposal: ground line, the levels below and above ground with their heights
 * (the entry floor, SUV levels tinted), and what moves the cars: a lift shaft beside the levels, a
 * carousel's loop around them, or a stacker's posts. The cut runs along the cars through one
 * module (with the lift shaft beside it), so the cars show their side.
 */
/** The drawing's texts, in the page's language. */
export type ProposalDrawingLabels = {
  /** The accessible name (<title>), e.g. "Proposal: multi-slot tower, 84 spaces". */
  title: string;
  /** The accessible description (<desc>), e.g. "3 towers of 14 levels on a 30 × 20 m plot". */
  description: string;
  topView: string;
  section: string;
  entry: string;
  groundLevel: string;
  /** Written on the lift shaft in the section, when there is one. */
  lift: string;
};

export function ProposalSection({
  layout,
  labels,
  formatMetres,
  box,
}: {
  layout: ProposalLayout;
  labels: ProposalDrawingLabels;
  formatMetres: (m: number) => string;
  box: { x: number; y: number; width: number; height: number };
}) {
  const textScale = useTextScale();
  const font = (size: number) => n(size * textScale);
  const longestLevel = Math.max(0, ...layout.levels.map((level) => textWidth(formatMetres(level.heightM), font(10))));
  const longestDimension = Math.max(
    ...[layout.overall.heightAboveM, layout.overall.depthBelowM].map((m) => textWidth(formatMetres(m), font(12))),
  );
  // The level heights stand right of the levels, the height dimensions right of them.
  const dimensionOffset = Math.max(52, 15 + longestLevel);
  // Room on the left for the ground label, on the right for the level heights and the dimensions,
  // above for the heading, below for the module's dimension.
  const leftMargin = Math.max(95, 20 + textWidth(labels.groundLevel, font(11)));
  const rightMargin = Math.max(115, dimensionOffset + 8 * textScale + longestDimension + 20);
  const above = 40 + 30 * textScale;
  const below = 35 + 15 * textScale;
  const area = {
    x: box.x + leftMargin,
    y: box.y + above,
    width: box.width - leftMargin - rightMargin,
    height: box.height - above - below,
  };
  const { rows: carsAlongCut, carLengthM } = carArrangement(layout.module);
  const moduleM = layout.module.lengthM;
  const shaftM = layout.section === "lift" ? SHAFT_M : 0;
  const widthM = moduleM + shaftM;
  const topM = layout.overall.heightAboveM;
  const bottomM = layout.overall.depthBelowM;
  const scale = Math.min(area.width / widthM, area.height / Math.max(1, topM + bottomM));
  const drawnWidth = widthM * scale;
  const x0 = n(area.x + (area.width - drawnWidth) / 2);
  const groundY = n(area.y + topM * scale);
  const shaft = shaftM * scale;
  const levelX = x0 + shaft;
  const levelWidth = drawnWidth - shaft;
  const right = n(x0 + drawnWidth);
  const top = n(groundY - topM * scale);
  const bottom = n(groundY + bottomM * scale);

  return (
    <g data-view="section">
      <text x={box.x + 10} y={n(box.y + 14 + 16 * textScale)} fontSize={font(16)} fontWeight={600} fill={colours.ink}>
        {labels.section}
      </text>
      {bottomM > 0 ? (
        <rect
          x={box.x + 10}
          y={groundY}
          width={box.width - 20}
          height={n(bottom - groundY + 12)}
          fill={colours.earth}
        />
      ) : null}
      {layout.levels.map((level, index) => {
        const y = n(groundY - (level.bottomM + level.heightM) * scale);
        const h = n(level.heightM * scale);
        const fill = level.kind === "entry" ? colours.entryLevel : level.suv ? colours.suvLevel : colours.level;
        return (
          <g key={index} data-level={level.kind}>
            <rect
              x={n(levelX)}
              y={y}
              width={n(levelWidth)}
              height={h}
              fill={fill}
              stroke={colours.line}
              strokeWidth={0.75}
            />
            {level.kind === "parking" && h >= 6 ? (
              <CarsOnLevel
                x={levelX}
                width={levelWidth}
                count={carsAlongCut}
                carLength={carLengthM * scale}
                floorY={y + h}
                levelHeight={h}
                scale={scale}
                suv={level.suv}
              />
            ) : null}
            {level.kind === "entry" && h >= font(12) && levelWidth >= textWidth(labels.entry, font(11)) ? (
              <text
                x={n(levelX + levelWidth / 2)}
                y={n(y + h / 2)}
                fontSize={font(11)}
                fill={colours.accent}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {labels.entry}
              </text>
            ) : null}
            {level.kind === "parking" && h >= font(11) ? (
              <text
                x={n(right + (layout.section === "carousel" ? 9 : 5))}
                y={n(y + h / 2)}
                fontSize={font(10)}
                fill={colours.ink}
                dominantBaseline="middle"
              >
                {formatMetres(level.heightM)}
              </text>
            ) : null}
          </g>
        );
      })}
      {layout.section === "lift" ? (
        <g data-lift="">
          <rect
            x={x0}
            y={top}
            width={n(shaft)}
            height={n(bottom - top)}
            fill={colours.lift}
            stroke={colours.ink}
            strokeWidth={1}
          />
          {shaft >= font(12) && bottom - top >= textWidth(labels.lift, font(11)) + 20 ? (
            <text
              x={n(x0 + shaft / 2)}
              y={n((top + bottom) / 2)}
              fontSize={font(11)}
              fill={colours.ink}
              textAnchor="middle"
              dominantBaseline="middle"
              transform={`rotate(-90 ${n(x0 + shaft / 2)} ${n((top + bottom) / 2)})`}
            >
              {labels.lift}
            </text>
          ) : null}
        </g>
      ) : null}
      {layout.section === "carousel" ? (
        <rect
          x={x0 - 4}
          y={top - 4}
          width={n(drawnWidth + 8)}
          height={n(bottom - top + 8)}
          rx={Math.min(24, drawnWidth / 2)}
          fill="none"
          stroke={colours.ink}
          strokeWidth={2}
          data-carousel=""
        />
      ) : null}
      {layout.section === "stacker" ? (
        <g fill={colours.ink}>
          <rect x={x0} y={top} width={n(Math.max(3, POST_M * scale))} height={n(bottom - top)} />
          <rect
            x={n(right - Math.max(3, POST_M * scale))}
            y={top}
            width={n(Math.max(3, POST_M * scale))}
            height={n(bottom - top)}
          />
        </g>
      ) : null}
      <line
        x1={box.x + 10}
        y1={groundY}
        x2={box.x + box.width - 10}
        y2={groundY}
        stroke={colours.ink}
        strokeWidth={1.5}
      />
      <text x={box.x + 10} y={groundY - 5} fontSize={font(11)} fill={colours.ink}>
        {labels.groundLevel}
      </text>
      {/* The height above ground and the depth below, beside the level heights. */}
      {[
        { from: top, to: groundY, metres: topM },
        { from: groundY, to: bottom, metres: bottomM },
      ].map(({ from, to, metres }) =>
        metres > 0 ? (
          <Dimension
            key={from}
            x1={right + dimensionOffset}
            y1={from}
            x2={right + dimensionOffset}
            y2={to}
            text={formatMetres(metres)}
          />
        ) : null,
      )}
      <Dimension x1={n(levelX)} y1={n(bottom + 22)} x2={right} y2={n(bottom + 22)} text={formatMetres(moduleM)} />
    </g>
  );
}

/** Cars seen from the side standing on a level's floor (one, or two facing each other): body, cabin, wheels. */
function CarsOnLevel(props: {
  x: number;
  width: number;
  count: number;
  carLength: number;
  floorY: number;
  levelHeight: number;
  scale: number;
  suv: boolean;
}) {
  const { x, width, count, carLength, floorY, levelHeight, scale, suv } = props;
  const gap = (width - count * carLength) / (count + 1);
  const height = Math.min((suv ? 1.85 : 1.5) * scale, levelHeight * 0.8);
  const wheel = height * 0.18;
  return (
    <g fill={colours.car} stroke={colours.line} strokeWidth={0.5}>
      {Array.from({ length: count }, (_, i) => {
        const cx = x + gap + i * (carLength + gap);
        const bodyTop = floorY - wheel - height * 0.5;
        return (
          <g key={i}>
            <rect x={n(cx)} y={n(bodyTop)} width={n(carLength)} height={n(height * 0.5)} rx={n(height * 0.12)} />
            <rect
              x={n(cx + carLength * 0.25)}
              y={n(bodyTop - height * 0.4)}
              width={n(carLength * 0.45)}
              height={n(height * 0.42)}
              rx={n(height * 0.1)}
            />
            <circle cx={n(cx + carLength * 0.2)} cy={n(floorY - wheel)} r={n(wheel)} fill={colours.ink} />
            <circle cx={n(cx + carLength * 0.8)} cy={n(floorY - wheel)} r={n(wheel)} fill={colours.ink} />
          </g>
        );
      })}
    </g>
  );
}
