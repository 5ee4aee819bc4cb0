import { createContext, useContext } from "react";

/**
 * Shared pieces of the proposal drawing (./proposal-drawing.tsx): colours as SVG attributes
 * (Tailwind's slate/stone/amber/sky values, so the drawing needs no stylesheet), dimension lines
 * and arrows. Everything here renders on the server as well as in the browser.
 */
export const colours = {
  ink: "#334155", // slate-700
  line: "#64748b", // slate-500
  faint: "#94a3b8", // slate-400
  plot: "#f8fafc", // slate-50
  module: "#e2e8f0", // slate-200
  car: "#cbd5e1", // slate-300
  level: "#f1f5f9", // slate-100
  suvLevel: "#e0f2fe", // sky-100
  entryLevel: "#fef3c7", // amber-100
  lift: "#cbd5e1", // slate-300
  earth: "#e7e5e4", // stone-200
  accent: "#b45309", // amber-700
} as const;

export const FONT = "ui-sans-serif, system-ui, sans-serif";

/**
 * How many times larger than drawn at full size the texts are: a drawing shown a few hundred
 * pixels wide gets larger text (and room for it) so that its labels stay legible.
 */
export const TextScale = createContext(1);
export const useTextScale = () => useContext(TextScale);

/** Width a text of this many characters takes at this font size, roughly (sans-serif, digits and lower case). */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

/** A dimension line between two points with end ticks and its text, offset to one side. */
export function Dimension({
  x1,
  y1,
  x2,
  y2,
  text,
  side = 1,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  text: string;
  side?: 1 | -1;
}) {
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  const scale = useTextScale();
  const tick = 5;
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2;
  return (
    <g stroke={colours.line} strokeWidth={1} data-dimension="">
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      {vertical ? (
        <>
          <line x1={x1 - tick} y1={y1} x2={x1 + tick} y2={y1} />
          <line x1={x2 - tick} y1={y2} x2={x2 + tick} y2={y2} />
        </>
      ) : (
        <>
          <line x1={x1} y1={y1 - tick} x2={x1} y2={y1 + tick} />
          <line x1={x2} y1={y2 - tick} x2={x2} y2={y2 + tick} />
        </>
      )}
      {/* Left of a vertical line, the text runs up along it: the margin there is narrow, and a
          phone's larger text would run out of the drawing. */}
      <text
        x={vertical ? midX + side * 8 * scale : midX}
        y={vertical ? midY : midY + (side > 0 ? 15 : -7) * scale}
        fill={colours.ink}
        stroke="none"
        fontSize={n(12 * scale)}
        fontFamily={FONT}
        textAnchor={vertical && side > 0 ? "start" : "middle"}
        dominantBaseline={vertical && side > 0 ? "middle" : "auto"}
        transform={vertical && side < 0 ? `rotate(-90 ${n(midX + side * 8 * scale)} ${n(midY)})` : undefined}
      >
        {text}
      </text>
    </g>
  );
}

/** An arrow from (x1, y1) to (x2, y2), head at the end. */
export function Arrow({ x1, y1, x2, y2, colour }: { x1: number; y1: number; x2: number; y2: number; colour: string }) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 9;
  const left = `${x2 - head * Math.cos(angle - 0.45)},${y2 - head * Math.sin(angle - 0.45)}`;
  const right = `${x2 - head * Math.cos(angle + 0.45)},${y2 - head * Math.sin(angle + 0.45)}`;
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={colours.accent} strokeWidth={2.5} />
      <polygon points={`${x2},${y2} ${left} ${right}`} fill={colour} />
    </g>
  );
}

/** A car seen from above in a box (x, y, w, h in drawing units), nose towards +x or +y. */
export function CarFromAbove({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const alongX = w >= h;
  const r = Math.min(w, h) * 0.25;
  // The cabin: the middle half of the car's length, a little narrower than the body.
  const cabin = alongX
    ? { x: x + w * 0.3, y: y + h * 0.12, w: w * 0.4, h: h * 0.76 }
    : { x: x + w * 0.12, y: y + h * 0.3, w: w * 0.76, h: h * 0.4 };
  return (
    <g data-car="">
      <rect x={x} y={y} width={w} height={h} rx={r} fill={colours.car} stroke={colours.line} strokeWidth={0.75} />
      <rect
        x={cabin.x}
        y={cabin.y}
        width={cabin.w}
        height={cabin.h}
        rx={r * 0.6}
        fill={colours.module}
        stroke={colours.line}
        strokeWidth={0.5}
      />
    </g>
  );
}

/** Usual car in plan: 4.8 m × 1.9 m in a 2.2 m bay, smaller when the module is (a schematic, not a product drawing). */
export const CAR = { lengthM: 4.8, widthM: 1.9, bayM: 2.2 };

/**
 * How a module's cars of one level sit: side by side across the module when they fit (towers,
 * carousels, stackers), otherwise in two rows facing each other across the module's middle (the
 * shuttle's aisle, the car lift's floor). `rows` counts the cars one behind the other along the car.
 */
export function carArrangement(module: { lengthM: number; widthM: number; carsPerLevel: number }): {
  rows: 1 | 2;
  perRow: number;
  carLengthM: number;
} {
  const count = module.carsPerLevel;
  const rows = module.widthM / count >= CAR.bayM || count === 1 ? 1 : 2;
  return { rows, perRow: Math.ceil(count / rows), carLengthM: Math.min(CAR.lengthM, (module.lengthM / rows) * 0.85) };
}

/** A number for an SVG attribute, without float noise. */
export function n(value: number): number {
  return Math.round(value * 100) / 100;
}
