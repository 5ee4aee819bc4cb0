/**
 * The schematic section of each parking system, drawn from its figures (app/content/parking-
 * systems/systems.ts): levels stacked at the system's height per level, cars and platforms as
 * simple shapes, the lift, shuttle or stacker crane, and dimension lines in metres. A few levels
 * stand for the many a tall system may have; the caption says how many are drawn.
 */
import type { ParkingSystem, ParkingSystemId } from "../../app/content/parking-systems/systems";
import { automaticScenes } from "./scenes-automatic";
import { driveOnScenes } from "./scenes-drive-on";
import type { Box, DrawingWords, Scene } from "./sketch";
import { DARK, type Doc } from "./style";

const scenes: Record<ParkingSystemId, Scene> = { ...automaticScenes, ...driveOnScenes };

/** Draws the system's section into the box; returns the number of levels drawn. */
export function drawSchematic(
  doc: Doc,
  box: Box,
  sys: ParkingSystem,
  words: DrawingWords,
  metres: (value: number) => string,
): number {
  doc.save().lineWidth(0.6).roundedRect(box.x, box.y, box.w, box.h, 6).fillAndStroke("#fbfdff", "#cbd5e1").restore();
  const levels = scenes[sys.id](doc, box, sys, words, metres);
  doc.fillColor(DARK).strokeColor(DARK).lineWidth(1);
  return levels;
}
