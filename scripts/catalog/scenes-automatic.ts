/** Sections of the fully automated systems, drawn from their figures (see ./schematic.ts). */
import { ACCENT, DARK, MUTED, STEEL } from "./style";
import { Sketch, car, type Scene } from "./sketch";

/** Tower, front view: a lift in the middle, a slot on each side of it on every level. */
const multiSlot: Scene = (doc, box, sys, w, m) => {
  const W = sys.moduleWidthM;
  const liftW = 2.6;
  const slot = (W - liftW) / 2;
  const h = sys.heightPerLevelM;
  const levels = Math.min(sys.maxLevels, 8);
  const top = levels * h;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.4, x1: W + 0.4, y0: 0, y1: top + 0.3 });
  sk.ground(-0.4, W + 0.4);
  for (const x of [0, slot, W - slot, W]) sk.line(x, 0, x, top + 0.3, DARK, 0.8);
  sk.line(0, top + 0.3, W, top + 0.3, DARK, 0.8);
  sk.outline(slot + 0.1, 0.05, W - slot - 0.1, top + 0.25, { color: MUTED, width: 0.6, dash: true });
  for (let k = 0; k < levels; k++) {
    const y = k * h;
    for (const x of [0, W - slot]) {
      if (k === 0 && x === 0) {
        sk.note(slot / 2, y + h / 2, w.entry);
        sk.arrow(-0.35, 0.4, slot - 0.3, 0.4, ACCENT);
        continue;
      }
      sk.slab(x + 0.05, x + slot - 0.05, y + 0.1);
      if (k !== levels - 2 || x === 0) sk.carFront(x + (slot - c.w) / 2, y + 0.1, c.w, c.h);
    }
  }
  const liftAt = Math.min(3, levels - 1) * h;
  sk.slab(slot + 0.2, W - slot - 0.2, liftAt + 0.12, 0.12, ACCENT);
  sk.carFront(W / 2 - c.w / 2, liftAt + 0.12, c.w, c.h);
  sk.note(W / 2, top + 0.3, w.lift, { above: true });
  sk.dimH(0, slot, 0, 14, m(slot));
  sk.dimH(slot, W - slot, 0, 14, m(liftW));
  sk.dimH(0, W, 0, 30, m(W));
  sk.dimV(-0.4, 0, h, -10, m(h));
  sk.dimV(-0.4, 0, top, -30, m(top));
  return levels;
};

/** Round shaft, section through its centre: radial bays on both sides of the rotating lift. */
const circularForklift: Scene = (doc, box, sys, w, m) => {
  const D = sys.moduleLengthM;
  const bay = 5.6;
  const h = sys.heightPerLevelM;
  const levels = Math.min(sys.maxLevels, 5);
  const depth = levels * h;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.8, x1: D + 0.8, y0: -depth - 0.4, y1: 2.8 });
  sk.soil(-0.8, 0, 0, -depth - 0.4);
  sk.soil(D, 0, D + 0.8, -depth - 0.4);
  sk.soil(0, -depth, D, -depth - 0.4);
  sk.ground(-0.8, 0);
  sk.ground(D, D + 0.8);
  sk.slab(0, D / 2 - 3, 0, 0.3);
  sk.slab(D / 2 + 3, D, 0, 0.3);
  sk.outline(D / 2 - 3, 0, D / 2 + 3, 2.6);
  sk.note(D / 2, 1.6, w.entry);
  sk.outline(bay + 0.1, -depth + 0.05, D - bay - 0.1, -0.05, { color: MUTED, width: 0.6, dash: true });
  for (let k = 1; k <= levels; k++) {
    const y = -k * h;
    sk.slab(0, bay, y + 0.1);
    sk.slab(D - bay, D, y + 0.1);
    sk.carSide(0.5, y + 0.1, c.l, c.h);
    sk.carSide(D - 0.5 - c.l, y + 0.1, c.l, c.h, "left");
  }
  const liftAt = -2 * h;
  sk.slab(bay + 0.3, D - bay - 0.3, liftAt + 0.15, 0.15, ACCENT);
  sk.carSide(D / 2 - c.l / 2, liftAt + 0.15, c.l, c.h);
  sk.note(D / 2, -0.5, w.lift);
  sk.dimH(0, D, -depth - 0.4, 14, `Ø ${m(D)}`);
  sk.dimV(-0.8, -h, 0, -10, m(h));
  sk.dimV(-0.8, -depth, 0, -30, m(depth));
  return levels;
};

/** Aisle stacking, cross-section: bays on both sides of the stacker crane's aisle. */
const longitudinalForklift: Scene = (doc, box, sys, w, m) => {
  const W = sys.moduleWidthM;
  const bay = 2.55;
  const aisle = W - 2 * bay;
  const h = sys.heightPerLevelM;
  const levels = Math.min(sys.maxLevels, 5);
  const top = levels * h;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.4, x1: W + 0.4, y0: 0, y1: top + 0.4 });
  sk.ground(-0.4, W + 0.4);
  for (const x of [0, bay, W - bay, W]) sk.line(x, 0, x, top, DARK, 0.8);
  for (let k = 0; k < levels; k++) {
    const y = k * h;
    for (const x of [0, W - bay]) {
      sk.slab(x + 0.05, x + bay - 0.05, y + 0.1);
      const empty = (k === 2 && x === 0) || (k === levels - 1 && x !== 0);
      if (!empty) sk.carFront(x + (bay - c.w) / 2, y + 0.1, c.w, c.h);
    }
  }
  sk.rect(bay + 0.08, 0, bay + 0.22, top + 0.3).fill(STEEL);
  sk.rect(W - bay - 0.22, 0, W - bay - 0.08, top + 0.3).fill(STEEL);
  sk.rect(bay + 0.08, top + 0.3, W - bay - 0.08, top + 0.4).fill(STEEL);
  const liftAt = Math.min(3, levels - 1) * h + 0.3;
  sk.slab(bay + 0.22, W - bay - 0.22, liftAt + 0.12, 0.12, ACCENT);
  sk.carFront(W / 2 - c.w / 2, liftAt + 0.12, c.w, c.h);
  sk.note(W / 2, top + 0.4, w.stacker, { above: true });
  sk.dimH(0, bay, 0, 14, m(bay));
  sk.dimH(bay, W - bay, 0, 14, m(aisle));
  sk.dimH(W - bay, W, 0, 14, m(bay));
  sk.dimH(0, W, 0, 30, m(W));
  sk.dimV(-0.4, 0, h, -10, m(h));
  sk.dimV(-0.4, 0, top, -30, m(top));
  return levels;
};

/** Shuttle high-bay, cross-section: cars across the aisle, a shuttle on every level, the lift behind. */
const shuttle: Scene = (doc, box, sys, w, m) => {
  const bay = 5.4;
  const L = sys.moduleLengthM;
  const aisle = L - 2 * bay;
  const h = sys.heightPerLevelM;
  const levels = Math.min(sys.maxLevels, 6);
  const below = sys.belowGround ? Math.min(2, levels - 1) : 0;
  const bottom = -below * h;
  const top = (levels - below) * h;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.8, x1: L + 0.8, y0: bottom - 0.4, y1: top + 0.3 });
  if (below) {
    sk.soil(-0.8, 0, 0, bottom - 0.4);
    sk.soil(L, 0, L + 0.8, bottom - 0.4);
  }
  sk.soil(0, bottom, L, bottom - 0.4);
  sk.ground(-0.8, 0);
  sk.ground(L, L + 0.8);
  for (const x of [0, bay, L - bay, L]) sk.line(x, bottom, x, top, DARK, 0.8);
  sk.line(0, top, L, top, DARK, 0.8);
  sk.outline(bay + 0.15, bottom + 0.05, L - bay - 0.15, top - 0.05, { color: MUTED, width: 0.6, dash: true });
  for (let k = -below; k < levels - below; k++) {
    const y = k * h;
    sk.slab(0.05, bay - 0.05, y + 0.1);
    sk.slab(L - bay + 0.05, L - 0.05, y + 0.1);
    if (k !== 1) sk.carSide(0.35, y + 0.1, c.l, c.h);
    if (k !== -1) sk.carSide(L - 0.35 - c.l, y + 0.1, c.l, c.h, "left");
    sk.line(bay, y + 0.02, L - bay, y + 0.02, STEEL, 1.2);
    sk.rect(bay + 0.4, y + 0.05, L - bay - 0.4, y + 0.3).fill(ACCENT);
    if (k === 1) sk.carSide(L / 2 - c.l / 2, y + 0.3, c.l, c.h);
    if (k === 0) sk.note(L / 2, y + 0.9, w.shuttle);
  }
  sk.note(L / 2, top, w.lift, { above: true });
  sk.dimH(0, bay, bottom - 0.4, 14, m(bay));
  sk.dimH(bay, L - bay, bottom - 0.4, 14, m(aisle));
  sk.dimH(L - bay, L, bottom - 0.4, 14, m(bay));
  sk.dimH(0, L, bottom - 0.4, 30, m(L));
  sk.dimV(-0.8, 0, h, -10, m(h));
  sk.dimV(-0.8, bottom, top, -30, m(top - bottom));
  return levels;
};

/** Vertical carousel, front view: pallets hanging from a chain loop, two columns. */
const rotating: Scene = (doc, box, sys, _w, m) => {
  const W = sys.moduleWidthM;
  const p = sys.heightPerLevelM;
  const levels = Math.min(sys.maxLevels, 6);
  const hang = 1.6;
  const top = hang + (levels - 1) * p + 1.1;
  const c = car(sys);
  const sk = new Sketch(doc, box, { x0: -0.4, x1: W + 0.4, y0: 0, y1: top });
  sk.ground(-0.4, W + 0.4);
  sk.rect(0, 0, 0.15, top).fill(STEEL);
  sk.rect(W - 0.15, 0, W, top).fill(STEEL);
  sk.rect(0, top - 0.15, W, top).fill(STEEL);
  const left = W / 4;
  const right = (3 * W) / 4;
  const r = (right - left) / 2;
  doc.save().lineWidth(0.8).strokeColor(MUTED);
  doc.roundedRect(sk.X(left), sk.Y(top - 0.4), (right - left) * sk.s, (top - 0.4 - hang) * sk.s, r * sk.s).stroke();
  doc.restore();
  for (const cx of [left, right]) {
    for (let k = 0; k < levels; k++) {
      const y = hang + k * p;
      const base = y - hang + 0.12;
      const half = c.w / 2 + 0.15;
      sk.line(cx, y, cx - half, base, STEEL, 0.6);
      sk.line(cx, y, cx + half, base, STEEL, 0.6);
      sk.slab(cx - half, cx + half, base);
      sk.carFront(cx - c.w / 2, base, c.w, c.h);
    }
  }
  sk.arrow(left, top - 1.6, left, top - 0.9, ACCENT);
  sk.arrow(right, top - 0.9, right, top - 1.6, ACCENT);
  sk.dimH(0, W, 0, 14, m(W));
  sk.dimV(-0.4, 0, p, -10, m(p));
  sk.dimV(-0.4, 0, top, -30, m(top));
  return levels;
};

export const automaticScenes = {
  multiSlot,
  circularForklift,
  longitudinalForklift,
  shuttle,
  rotating,
} satisfies Record<string, Scene>;
