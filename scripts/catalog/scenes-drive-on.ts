/** Sections of the drive-on systems, drawn from their figures (see ./schematic.ts). */
import { ACCENT, DARK, LINE, STEEL } from "./style";
import { Sketch, car, type Scene } from "./sketch";

/** Two-post stacker, side view: one car on the ground, one on the platform. */
const duplicator: Scene = (doc, box, sys, _w, m) => {
  const L = sys.moduleLengthM;
  const h = sys.heightPerLevelM;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.6, x1: L + 0.3, y0: 0, y1: 2 * h });
  sk.ground(-0.6, L + 0.3);
  sk.line(-0.6, 2 * h, L + 0.3, 2 * h, LINE, 0.8, true);
  sk.rect(-0.45, 0, -0.15, 2 * h - 0.15).fill(STEEL);
  sk.rect(-0.36, 0.1, -0.24, h - 0.2).fill(ACCENT);
  sk.carSide(0.3, 0, c.l, c.h);
  sk.slab(-0.15, L, h);
  sk.carSide(0.3, h, c.l, c.h);
  sk.dimH(0, L, 0, 16, m(L));
  sk.dimV(-0.6, 0, h, -10, m(h));
  sk.dimV(-0.6, h, 2 * h, -10, m(h));
  sk.dimV(-0.6, 0, 2 * h, -30, m(2 * h));
  return 2;
};

/** Independent pit stacker, side view: one car in the pit, one above. */
const simple: Scene = (doc, box, sys, w, m) => {
  const L = sys.moduleLengthM;
  const h = sys.heightPerLevelM;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.8, x1: L + 0.8, y0: -h - 0.3, y1: h });
  sk.soil(-0.8, 0, 0, -h - 0.3);
  sk.soil(L, 0, L + 0.8, -h - 0.3);
  sk.soil(0, -h, L, -h - 0.3);
  sk.ground(-0.8, 0);
  sk.ground(L, L + 0.8);
  sk.line(-0.8, h, L + 0.8, h, LINE, 0.8, true);
  sk.rect(L - 0.35, -h, L - 0.1, h - 0.1).fill(STEEL);
  sk.slab(0.1, L - 0.35, -h + 0.15);
  sk.carSide(0.3, -h + 0.15, c.l, c.h);
  sk.slab(0.1, L - 0.35, 0.05);
  sk.carSide(0.3, 0.05, c.l, c.h);
  sk.dimH(0, L, -h - 0.3, 14, m(L));
  sk.dimV(-0.8, -h, 0, -10, `${w.pit} ${m(h)}`);
  sk.dimV(-0.8, 0, h, -10, m(h));
  return 2;
};

/** Lift-and-slide puzzle, front view: three columns, one free space on each level but the top. */
const sliding: Scene = (doc, box, sys, _w, m) => {
  const W = sys.moduleWidthM;
  const h = sys.heightPerLevelM;
  const cols = 3;
  const levels = Math.min(sys.maxLevels, 3);
  const total = cols * W;
  const top = levels * h;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.3, x1: total + 0.3, y0: 0, y1: top });
  sk.ground(-0.3, total + 0.3);
  sk.line(-0.3, top, total + 0.3, top, LINE, 0.8, true);
  sk.rect(0, 0, 0.1, top - 0.1).fill(STEEL);
  sk.rect(total - 0.1, 0, total, top - 0.1).fill(STEEL);
  for (let k = 0; k < levels; k++) {
    const vacant = k < levels - 1 ? cols - 1 - (k % (cols - 1)) : -1;
    for (let col = 0; col < cols; col++) {
      const x = col * W;
      if (col === vacant) {
        sk.arrow(x + 0.35, k * h + h / 2, x + W - 0.35, k * h + h / 2, ACCENT, true);
        continue;
      }
      sk.slab(x + 0.12, x + W - 0.12, k * h + 0.12);
      sk.carFront(x + (W - c.w) / 2, k * h + 0.12, c.w, c.h);
    }
  }
  sk.dimH(0, W, 0, 14, m(W));
  sk.dimH(0, total, 0, 30, m(total));
  for (let k = 0; k < levels; k++) sk.dimV(-0.3, k * h, (k + 1) * h, -10, m(h));
  sk.dimV(-0.3, 0, top, -30, m(top));
  return levels;
};

/** Hydraulic car lift, side section: the shaft with its ram, basement floors with parked cars. */
const hydraulic: Scene = (doc, box, sys, w, m) => {
  const shaft = 6.0;
  const floorEnd = shaft + 11;
  const h = sys.heightPerLevelM;
  const levels = Math.min(sys.maxLevels, 2);
  const pit = 1.2;
  const bottom = -levels * h - pit;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -2.2, x1: floorEnd + 0.3, y0: bottom - 0.3, y1: 2.6 });
  sk.soil(-2.2, 0, 0, bottom - 0.3);
  sk.soil(0, bottom, floorEnd + 0.3, bottom - 0.3);
  sk.ground(-2.2, 0);
  sk.slab(shaft, floorEnd + 0.3, 0, 0.25, DARK);
  for (let k = 1; k <= levels; k++) {
    const y = -k * h;
    sk.slab(shaft, floorEnd + 0.3, y, 0.25, k === levels ? DARK : STEEL);
    sk.carSide(shaft + 0.6, y, c.l, c.h, "left");
    sk.carSide(shaft + 0.6 + c.l + 0.9, y, c.l, c.h, "left");
  }
  sk.line(0, bottom, 0, 2.6, DARK, 1);
  sk.line(shaft, -levels * h, shaft, bottom, DARK, 1);
  sk.line(0, bottom, shaft, bottom, DARK, 1);
  sk.line(shaft, 0.25, shaft, 2.6, DARK, 1);
  sk.line(0, 2.6, shaft, 2.6, DARK, 1);
  const platform = -h;
  sk.rect(shaft / 2 - 0.22, bottom, shaft / 2 + 0.22, -levels * h).fill(STEEL);
  sk.rect(shaft / 2 - 0.1, -levels * h, shaft / 2 + 0.1, platform - 0.2).fill(ACCENT);
  sk.slab(0.15, shaft - 0.15, platform, 0.2, ACCENT);
  sk.carSide(0.6, platform, c.l, c.h);
  sk.arrow(-2.1, 0.6, -0.2, 0.6, ACCENT);
  sk.note(-1.15, 0.6, w.entry, { above: true });
  sk.note(shaft / 2, 2.6, w.lift, { above: true });
  sk.dimH(0, shaft, bottom - 0.3, 14, m(shaft));
  for (let k = 1; k <= levels; k++) sk.dimV(-2.2, -k * h, -(k - 1) * h, -10, m(h));
  return levels;
};

export const driveOnScenes = { duplicator, simple, sliding, hydraulic } satisfies Record<string, Scene>;
