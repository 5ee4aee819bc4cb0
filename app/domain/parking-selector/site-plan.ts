import type { ParkingSystem, ParkingSystemId } from "~/content/parking-systems/systems";
import { COLUMN_WIDTH_M, type SelectorFigures } from "./figures";
import type { SelectorStreetSide } from "./limits";
import { round, type LevelPlan, type ProposalLevel } from "./levels";

/**
 * The top view of a proposal. Plan coordinates in metres: origin at the plot's top-left corner as
 * drawn, x along the plot's length, y along its width. Modules repeat in a grid from the origin;
 * the first row faces the approach along the plot's edge, and each further pair of rows an aisle.
 */
export type PlanRect = { x: number; y: number; sizeX: number; sizeY: number };

/** Which way the module's length (the parked car) runs: along the plot's length or across it. */
export type ModuleOrientation = "alongPlotLength" | "acrossPlotLength";

/** Everything a drawing of the proposal needs, in metres. */
export type ProposalLayout = {
  systemId: ParkingSystemId;
  plot: { lengthM: number; widthM: number };
  module: { lengthM: number; widthM: number; carsPerLevel: number; orientation: ModuleOrientation };
  /** Each module's footprint; `row` counts along the car's direction, `column` across it. */
  modules: (PlanRect & { row: number; column: number })[];
  /** Aisles inside the plot in front of inner rows (the first row faces the approach outside it). */
  driveways: PlanRect[];
  /** An existing basement's columns the modules stand between, at the rows' front and back lines. */
  columns: PlanRect[];
  /** Where cars come in: a point on the plot's edge and the direction they drive into the plot. */
  entry: { x: number; y: number; direction: "+x" | "+y" };
  /** Storeys from the lowest up (entry floor included), and the counts of parking levels. */
  levels: ProposalLevel[];
  levelsAbove: number;
  levelsBelow: number;
  /** How the section is drawn (./figures.ts). */
  section: SelectorFigures["section"];
  /** The built volume: plan extent of modules and driveways, built height above and depth below ground. */
  overall: { lengthM: number; widthM: number; heightAboveM: number; depthBelowM: number };
};

/** How many modules fit on the plot in one orientation: `deep` rows along the car, `wide` across. */
export type Grid = {
  orientation: ModuleOrientation;
  deep: number;
  wide: number;
  /** Plot extent along the module's length and its width. */
  plotDeepM: number;
  plotWideM: number;
  /** Where each module across the rows starts (between an existing basement's columns). */
  wideAt: readonly number[];
  /** Centre-to-centre spacing of the columns across the rows; 0 = none. */
  columnSpacingM: number;
  /** Spacing of the lines of columns along the car's direction (aisles stand between them); 0 = none. */
  deepSpacingM: number;
};

/**
 * Where modules `moduleWidthM` wide stand side by side across `plotWideM`: edge to edge, or, in a
 * basement with columns every `spacingM` (centre to centre, COLUMN_WIDTH_M thick, the first on
 * the plot's edge line), as many as fit between each pair of columns and in the last bay.
 */
export function wideOffsets(plotWideM: number, moduleWidthM: number, spacingM: number): number[] {
  const offsets: number[] = [];
  if (spacingM <= 0) {
    for (let at = 0; at + moduleWidthM <= plotWideM + 1e-9; at += moduleWidthM) offsets.push(round(at));
    return offsets;
  }
  const half = COLUMN_WIDTH_M / 2;
  for (let bay = 0; bay * spacingM + half < plotWideM; bay++) {
    const end = Math.min((bay + 1) * spacingM - half, plotWideM);
    for (let at = bay * spacingM + half; at + moduleWidthM <= end + 1e-9; at += moduleWidthM) offsets.push(round(at));
  }
  return offsets;
}

/**
 * Where rows along the car's direction stand. The first row faces the approach at the plot's
 * edge; behind it, rows stand back to back in pairs, each pair facing one aisle:
 * [approach][row 0][row 1][aisle][row 2][row 3][aisle][row 4]... so every row faces an access.
 * In an existing basement whose columns also stand in lines across the cars' direction (every
 * `deepSpacingM`, the first on the plot's edge line), no aisle may hold a column: an aisle moves
 * on to the next gap between two lines, and the row facing it with it (the strip it leaves behind
 * stays empty). Columns inside a row stand between the units side by side (wideOffsets).
 * `end` is the extent of the rows, the aisle in front of the last row included.
 */
export function rowLayout(
  rows: number,
  moduleLength: number,
  aisle: number,
  deepSpacingM = 0,
): { starts: number[]; aisles: number[]; end: number } {
  const starts: number[] = [];
  const aisles: number[] = [];
  let cursor = 0;
  for (let row = 0; row < rows; row++) {
    if (row % 2 === 1 && aisle > 0) {
      const at = freeAisleStart(cursor + moduleLength, aisle, deepSpacingM);
      starts.push(at - moduleLength);
      aisles.push(at);
      cursor = at + aisle;
    } else {
      starts.push(cursor);
      cursor += moduleLength;
    }
  }
  return { starts, aisles, end: cursor };
}

/** The first place at or after `from` where an aisle `aisle` deep holds no line of columns. */
function freeAisleStart(from: number, aisle: number, deepSpacingM: number): number {
  if (deepSpacingM <= 0) return from;
  const half = COLUMN_WIDTH_M / 2;
  // Between two lines there is room for the aisle, or nowhere.
  if (deepSpacingM - 2 * half < aisle - 1e-9) return Number.POSITIVE_INFINITY;
  let at = from;
  for (;;) {
    const line = Math.floor((at + half) / deepSpacingM) * deepSpacingM;
    const next = line + deepSpacingM;
    if (at < line + half - 1e-9) at = line + half;
    else if (next - half < at + aisle - 1e-9) at = next + half;
    else return round(at);
  }
}

/** Rows along the car's direction that fit in `depth`. */
function rowsInDepth(depth: number, moduleLength: number, aisle: number, deepSpacingM: number): number {
  let rows = 0;
  while (rowLayout(rows + 1, moduleLength, aisle, deepSpacingM).end <= depth + 1e-9) rows++;
  return rows;
}

/** The module grid of both orientations (one when the module or the plot is square). */
export function grids(
  system: ParkingSystem,
  figures: SelectorFigures,
  plot: { lengthM: number; widthM: number },
  streetSide: SelectorStreetSide = "any",
  columnSpacingM = 0,
  columnDepthSpacingM = 0,
): Grid[] {
  // Cars cross the street's side: along the plot's length when the street runs along a short
  // side, across it when it runs along a long one. A square plot's sides are alike.
  const square = plot.lengthM === plot.widthM;
  const orientations: ModuleOrientation[] =
    !square && streetSide === "short"
      ? ["alongPlotLength"]
      : !square && streetSide === "long"
        ? ["acrossPlotLength"]
        : system.moduleLengthM === system.moduleWidthM || square
          ? ["alongPlotLength"]
          : ["alongPlotLength", "acrossPlotLength"];
  return orientations.map((orientation) => {
    const plotDeepM = orientation === "alongPlotLength" ? plot.lengthM : plot.widthM;
    const plotWideM = orientation === "alongPlotLength" ? plot.widthM : plot.lengthM;
    // Columns stand between modules side by side, and aisles between their lines along the car; a
    // system whose rows run along the car (the aisle stacker) has its own structure across them.
    const spacing = figures.rowAxis === "width" ? columnSpacingM : 0;
    const deepSpacingM = figures.rowAxis === "width" && spacing > 0 ? columnDepthSpacingM : 0;
    const deep = rowsInDepth(plotDeepM, system.moduleLengthM, figures.drivewayDepthM, deepSpacingM);
    const wideAt = wideOffsets(plotWideM, system.moduleWidthM, spacing);
    return {
      orientation,
      deep,
      wide: wideAt.length,
      plotDeepM,
      plotWideM,
      wideAt,
      columnSpacingM: spacing,
      deepSpacingM,
    };
  });
}

/**
 * How `modules` modules can sit in a grid: rows of modules side by side (across the car), or for
 * systems whose rows run along the car (the aisle stacker), modules one behind the other. The
 * fewest rows first, filled evenly (42 bays in rows of 20 at most: 3 rows of 14); where each row
 * has its own machine (a puzzle grid, an aisle crane), also more, shorter rows, which share the
 * peak among more machines. Empty when they do not fit. `rows` counts the rows (grids, aisles) the
 * "row" machines and the vacant spaces go by.
 */
export function arrangements(
  modules: number,
  grid: Grid,
  figures: SelectorFigures,
): { rows: number; perRow: number }[] {
  const capacityPerRow = figures.rowAxis === "width" ? grid.wide : grid.deep;
  const maxRows = figures.rowAxis === "width" ? grid.deep : grid.wide;
  if (capacityPerRow < 1 || maxRows < 1) return [];
  const fewest = Math.ceil(modules / capacityPerRow);
  const most = figures.machines === "row" ? Math.min(maxRows, modules) : fewest;
  const found: { rows: number; perRow: number }[] = [];
  for (let rows = fewest; rows <= Math.min(most, maxRows); rows++) {
    const perRow = Math.ceil(modules / rows);
    // Only counts of rows that filling `perRow` a row really uses (8 in rows of 2 use 4 rows, not 5).
    if (Math.ceil(modules / perRow) === rows) found.push({ rows, perRow });
  }
  return found;
}

/** Plan extent (along the car, across it) of an arrangement, aisles included. */
export function arrangementExtent(
  system: ParkingSystem,
  figures: SelectorFigures,
  arrangement: { rows: number; perRow: number },
  grid: Grid,
): { deepM: number; wideM: number } {
  const deepRows = figures.rowAxis === "width" ? arrangement.rows : arrangement.perRow;
  const wideColumns = figures.rowAxis === "width" ? arrangement.perRow : arrangement.rows;
  return {
    deepM: round(rowLayout(deepRows, system.moduleLengthM, figures.drivewayDepthM, grid.deepSpacingM).end),
    wideM: round(wideEnd(grid, wideColumns, system.moduleWidthM)),
  };
}

/** Where `columns` modules side by side end: after the last one's place on the grid. */
function wideEnd(grid: Grid, columns: number, moduleWidthM: number): number {
  return (grid.wideAt[columns - 1] ?? 0) + moduleWidthM;
}

/** Modules that fit on the grid at most. */
export function gridModules(grid: Grid): number {
  return grid.deep * grid.wide;
}

/** The plan and section of `modules` modules arranged on the grid, with the levels of `plan`. */
export function buildLayout(
  system: ParkingSystem,
  figures: SelectorFigures,
  plot: { lengthM: number; widthM: number },
  grid: Grid,
  arrangement: { rows: number; perRow: number },
  modules: number,
  plan: LevelPlan,
): ProposalLayout {
  const lengthM = system.moduleLengthM;
  const widthM = system.moduleWidthM;
  const aisle = figures.drivewayDepthM;
  const along = grid.orientation === "alongPlotLength";
  // A rectangle given along the car (deep) and across it (wide), in plan coordinates.
  const rect = (deepAt: number, wideAt: number, deepSize: number, wideSize: number): PlanRect =>
    along
      ? { x: round(deepAt), y: round(wideAt), sizeX: round(deepSize), sizeY: round(wideSize) }
      : { x: round(wideAt), y: round(deepAt), sizeX: round(wideSize), sizeY: round(deepSize) };

  const deepRowsAsked = figures.rowAxis === "width" ? arrangement.rows : arrangement.perRow;
  const rowsAlong = rowLayout(deepRowsAsked, lengthM, aisle, grid.deepSpacingM);
  const placed: ProposalLayout["modules"] = [];
  for (let i = 0; i < modules; i++) {
    const inRow = i % arrangement.perRow;
    const rowIndex = Math.floor(i / arrangement.perRow);
    // Rows across the car: row index counts along the car; rows along the car: the reverse.
    const row = figures.rowAxis === "width" ? rowIndex : inRow;
    const column = figures.rowAxis === "width" ? inRow : rowIndex;
    const wideAt = grid.wideAt[column] ?? column * widthM;
    placed.push({ ...rect(rowsAlong.starts[row] ?? 0, wideAt, lengthM, widthM), row, column });
  }
  const deepRows = Math.max(...placed.map((m) => m.row)) + 1;
  const wideColumns = Math.max(...placed.map((m) => m.column)) + 1;
  const wideExtent = wideEnd(grid, wideColumns, widthM);

  // The aisle in front of each odd row: rows 1 and 2 face the first, rows 3 and 4 the second...
  const rowsUsed = rowLayout(deepRows, lengthM, aisle, grid.deepSpacingM);
  const driveways: PlanRect[] = rowsUsed.aisles.map((at) => rect(at, 0, aisle, wideExtent));
  const deepExtent = rowsUsed.end;
  // The basement's columns the modules stand between: on the lines of columns along the car's
  // direction when they are given, else on the rows' front and back lines.
  const columns: PlanRect[] = [];
  if (grid.columnSpacingM > 0) {
    const half = COLUMN_WIDTH_M / 2;
    const deepLines: number[] = [];
    if (grid.deepSpacingM > 0)
      for (let centre = 0; centre - half < deepExtent - 1e-9; centre += grid.deepSpacingM)
        deepLines.push(Math.max(0, centre - half));
    else deepLines.push(0, deepExtent - COLUMN_WIDTH_M);
    for (let line = 0; line * grid.columnSpacingM <= wideExtent + 1e-9; line++) {
      const centre = line * grid.columnSpacingM;
      // (The first stands on the plot's edge line: its inner half is inside the plot.)
      const from = Math.max(0, centre - half);
      for (const deepAt of deepLines)
        columns.push(rect(deepAt, from, Math.min(COLUMN_WIDTH_M, deepExtent - deepAt), centre + half - from));
    }
  }
  // Cars come in from the approach along the plot's edge, in front of the first row.
  const entryAt = rect(0, wideExtent / 2, 0, 0);
  const direction: "+x" | "+y" = along ? "+x" : "+y";
  const extent = rect(0, 0, deepExtent, wideExtent);

  return {
    systemId: system.id,
    plot: { lengthM: plot.lengthM, widthM: plot.widthM },
    module: { lengthM, widthM, carsPerLevel: system.carsPerModulePerLevel, orientation: grid.orientation },
    modules: placed,
    driveways,
    columns,
    entry: { x: entryAt.x, y: entryAt.y, direction },
    levels: plan.list,
    levelsAbove: plan.above,
    levelsBelow: plan.below,
    section: figures.section,
    overall: {
      lengthM: extent.sizeX,
      widthM: extent.sizeY,
      heightAboveM: plan.heightAboveM,
      depthBelowM: plan.depthBelowM,
    },
  };
}
