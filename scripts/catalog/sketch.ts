/**
 * Drawing primitives for the catalogue's schematic sections, in metres: a Sketch maps a scene's
 * extent (x to the right, y up, 0 = ground) into a box on the page; cars, platforms, soil and
 * dimension lines are drawn in scene units, texts in points.
 */
import type { ParkingSystem } from "../../app/content/parking-systems/systems";
import { CAR, DARK, LINE, MUTED, PALE, STEEL, type Doc } from "./style";

export type Box = { x: number; y: number; w: number; h: number };
export type Extent = { x0: number; x1: number; y0: number; y1: number };
/** Words written on the drawings, in the catalogue's language. */
export type DrawingWords = { lift: string; shuttle: string; stacker: string; pit: string; entry: string };
/** Draws one system's section into the box, with `m` writing metres ("5,4 m"); returns the levels drawn. */
export type Scene = (
  doc: Doc,
  box: Box,
  sys: ParkingSystem,
  words: DrawingWords,
  m: (metres: number) => string,
) => number;

/** The car drawn: a mid-size saloon, or smaller if the system takes only smaller cars. */
export function car(sys: ParkingSystem) {
  return {
    l: Math.min(4.7, sys.maxCarLengthM),
    h: Math.min(1.45, sys.maxCarHeightM),
    w: Math.min(1.85, sys.maxCarWidthM),
  };
}

/** Room (points) around the scene for dimension lines: two on the left, two below. */
const PADS = { l: 50, r: 20, t: 16, b: 40 };
/** A small scene (a duplicator) is not blown up beyond this many points per metre. */
const MAX_SCALE = 48;

export class Sketch {
  readonly s: number;
  private readonly ox: number;
  private readonly oy: number;

  constructor(
    readonly doc: Doc,
    box: Box,
    private readonly e: Extent,
  ) {
    const aw = box.w - PADS.l - PADS.r;
    const ah = box.h - PADS.t - PADS.b;
    this.s = Math.min(aw / (e.x1 - e.x0), ah / (e.y1 - e.y0), MAX_SCALE);
    const gw = (e.x1 - e.x0) * this.s;
    const gh = (e.y1 - e.y0) * this.s;
    this.ox = box.x + PADS.l + (aw - gw) / 2;
    this.oy = box.y + PADS.t + (ah - gh) / 2 + gh;
  }

  X(m: number): number {
    return this.ox + (m - this.e.x0) * this.s;
  }

  Y(m: number): number {
    return this.oy - (m - this.e.y0) * this.s;
  }

  /** A rectangle from (x0, y0) to (x1, y1), in metres, as a path to fill or stroke. */
  rect(x0: number, y0: number, x1: number, y1: number): Doc {
    return this.doc.rect(
      this.X(Math.min(x0, x1)),
      this.Y(Math.max(y0, y1)),
      Math.abs(x1 - x0) * this.s,
      Math.abs(y1 - y0) * this.s,
    );
  }

  line(x0: number, y0: number, x1: number, y1: number, color = DARK, width = 0.8, dash = false) {
    const doc = this.doc.save().lineWidth(width).strokeColor(color);
    if (dash) doc.dash(3, { space: 2 });
    doc.moveTo(this.X(x0), this.Y(y0)).lineTo(this.X(x1), this.Y(y1)).stroke();
    this.doc.undash().restore();
  }

  /** A rectangle's outline: a dashed one is a lift shaft or an aisle seen behind the section. */
  outline(x0: number, y0: number, x1: number, y1: number, { color = DARK, width = 0.8, dash = false } = {}) {
    this.doc.save().lineWidth(width).strokeColor(color);
    if (dash) this.doc.dash(3, { space: 2 });
    this.rect(x0, y0, x1, y1).stroke();
    this.doc.undash().restore();
  }

  /** A platform or pallet whose top is at `top`. */
  slab(x0: number, x1: number, top: number, thickness = 0.12, color = STEEL) {
    this.rect(x0, top - thickness, x1, top).fill(color);
  }

  /** Soil or concrete, hatched, between the two corners. */
  soil(x0: number, y0: number, x1: number, y1: number) {
    const { doc } = this;
    doc.save();
    this.rect(x0, y0, x1, y1).fill(PALE);
    this.rect(x0, y0, x1, y1).clip();
    doc.lineWidth(0.4).strokeColor(LINE);
    const left = this.X(Math.min(x0, x1));
    const right = this.X(Math.max(x0, x1));
    const top = this.Y(Math.max(y0, y1));
    const bottom = this.Y(Math.min(y0, y1));
    for (let x = left - (bottom - top); x < right; x += 6)
      doc
        .moveTo(x, bottom)
        .lineTo(x + (bottom - top), top)
        .stroke();
    doc.restore();
  }

  /** The ground line with a short hatch under it. */
  ground(x0: number, x1: number, y = 0) {
    const { doc } = this;
    doc.save().lineWidth(0.4).strokeColor(LINE);
    for (let x = this.X(x0) + 4; x < this.X(x1); x += 6)
      doc
        .moveTo(x, this.Y(y))
        .lineTo(x - 4, this.Y(y) + 4)
        .stroke();
    doc.restore();
    this.line(x0, y, x1, y, DARK, 1.2);
  }

  /** A car seen from the side, standing on `y`, its front towards `facing`. */
  carSide(x: number, y: number, length: number, height: number, facing: "left" | "right" = "right") {
    const at = (u: number, v: number): [number, number] => [
      this.X(x + (facing === "right" ? u : 1 - u) * length),
      this.Y(y + v * height),
    ];
    const body: Array<[number, number]> = [
      [0, 0.18],
      [0, 0.55],
      [0.04, 0.6],
      [0.24, 0.63],
      [0.37, 0.97],
      [0.7, 0.97],
      [0.84, 0.63],
      [0.97, 0.58],
      [1, 0.45],
      [1, 0.18],
    ];
    this.doc.save().lineWidth(0.6).strokeColor(DARK).fillColor(CAR);
    this.doc.polygon(...body.map(([u, v]) => at(u, v))).fillAndStroke();
    this.doc
      .polygon(
        ...(
          [
            [0.27, 0.63],
            [0.38, 0.9],
            [0.67, 0.9],
            [0.8, 0.63],
          ] as Array<[number, number]>
        ).map(([u, v]) => at(u, v)),
      )
      .fill("#ffffff");
    const r = 0.19 * height * this.s;
    for (const u of [0.2, 0.8]) {
      const [cx, cy] = at(u, 0.19);
      this.doc.circle(cx, cy, r).fill(DARK);
    }
    this.doc.restore();
  }

  /** A car seen from the front (or back), standing on `y`. */
  carFront(x: number, y: number, width: number, height: number) {
    const at = (u: number, v: number): [number, number] => [this.X(x + u * width), this.Y(y + v * height)];
    const { doc } = this;
    doc.save().lineWidth(0.6).strokeColor(DARK).fillColor(CAR);
    for (const u of [0.06, 0.78]) this.rect(x + u * width, y, x + (u + 0.16) * width, y + 0.22 * height).fill(DARK);
    doc.fillColor(CAR);
    doc.polygon(at(0.12, 0.58), at(0.22, 0.97), at(0.78, 0.97), at(0.88, 0.58)).fillAndStroke();
    doc.polygon(at(0, 0.16), at(0, 0.58), at(1, 0.58), at(1, 0.16)).fillAndStroke();
    doc.polygon(at(0.2, 0.62), at(0.27, 0.9), at(0.73, 0.9), at(0.8, 0.62)).fill("#ffffff");
    doc.restore();
  }

  /** A small label centred on (x, y), or above it with `above`. */
  note(x: number, y: number, text: string, { above = false, color = DARK } = {}) {
    const { doc } = this;
    doc.font("body").fontSize(7).fillColor(color);
    const w = doc.widthOfString(text);
    doc.text(text, this.X(x) - w / 2, this.Y(y) - (above ? 10 : 4), { lineBreak: false });
  }

  /** An arrow from one point to another (metres). */
  arrow(x0: number, y0: number, x1: number, y1: number, color = MUTED, both = false) {
    this.line(x0, y0, x1, y1, color, 0.8);
    const head = (fx: number, fy: number, tx: number, ty: number) => {
      const ax = this.X(tx);
      const ay = this.Y(ty);
      const angle = Math.atan2(ay - this.Y(fy), ax - this.X(fx));
      const size = 4;
      this.doc
        .polygon(
          [ax, ay],
          [ax - size * Math.cos(angle - 0.45), ay - size * Math.sin(angle - 0.45)],
          [ax - size * Math.cos(angle + 0.45), ay - size * Math.sin(angle + 0.45)],
        )
        .fill(color);
    };
    head(x0, y0, x1, y1);
    if (both) head(x1, y1, x0, y0);
  }

  /** A horizontal dimension from x0 to x1, `offset` points below y (negative: above). */
  dimH(x0: number, x1: number, y: number, offset: number, text: string) {
    const { doc } = this;
    const a = this.X(x0);
    const b = this.X(x1);
    const base = this.Y(y);
    const at = base + offset;
    doc.save().lineWidth(0.5).strokeColor(MUTED);
    for (const x of [a, b]) {
      doc
        .moveTo(x, base + Math.sign(offset) * 2)
        .lineTo(x, at + Math.sign(offset) * 3)
        .stroke();
      doc
        .moveTo(x - 2.5, at + 2.5)
        .lineTo(x + 2.5, at - 2.5)
        .stroke();
    }
    doc.moveTo(a, at).lineTo(b, at).stroke();
    doc.restore();
    doc.font("body").fontSize(7.5).fillColor(DARK);
    const w = doc.widthOfString(text);
    doc.text(text, (a + b) / 2 - w / 2, at - 10, { lineBreak: false });
  }

  /** A vertical dimension from y0 to y1, `offset` points right of x (negative: left), its text reading upwards left of the line. */
  dimV(x: number, y0: number, y1: number, offset: number, text: string) {
    const { doc } = this;
    const base = this.X(x);
    const at = base + offset;
    const a = this.Y(y0);
    const b = this.Y(y1);
    doc.save().lineWidth(0.5).strokeColor(MUTED);
    for (const y of [a, b]) {
      doc
        .moveTo(base + Math.sign(offset) * 2, y)
        .lineTo(at + Math.sign(offset) * 3, y)
        .stroke();
      doc
        .moveTo(at - 2.5, y + 2.5)
        .lineTo(at + 2.5, y - 2.5)
        .stroke();
    }
    doc.moveTo(at, a).lineTo(at, b).stroke();
    doc.restore();
    doc.font("body").fontSize(7.5).fillColor(DARK);
    const w = doc.widthOfString(text);
    const mid = (a + b) / 2;
    doc.save().rotate(-90, { origin: [at, mid] });
    doc.text(text, at - w / 2, mid - 10, { lineBreak: false });
    doc.restore();
  }
}
