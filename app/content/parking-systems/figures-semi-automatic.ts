/**
 * The drive-on systems (duplicator, puzzle, pit stacker, hydraulic car lift): their figures, with the
 * kind of source beside each. Conventions and caveats (typical published values, recalled without
 * access to the brochures, to be reviewed with the company's own data) are in ./systems.ts.
 */
import { standardCar } from "./standard-cars";
import type { ParkingSystem } from "./types";

export const semiAutomaticSystems = {
  // Stackers without a pit, dependent parking: Wöhr Parklift 411 (two cars) and 421 (three cars)
  // and comparable units: 2.3–2.7 m wide, 3.4–3.6 m clear height for two cars up to 1.55 m (5.25 m
  // for three), 2000 kg per platform (about 2600 kg heavy-duty), hydraulic, lowering in 30–40 s.
  duplicator: {
    id: "duplicator",
    automation: "semiAutomatic",
    moduleLengthM: 5.3,
    moduleWidthM: 2.6,
    heightPerLevelM: 1.75,
    carsPerModulePerLevel: 1,
    vacantSpacesPerLevel: 0,
    minLevels: 2,
    maxLevels: 3,
    aboveGround: true,
    belowGround: false,
    ...standardCar,
    avgRetrievalTimeS: 45,
    peakThroughputCarsPerHour: 30,
    independentAccess: false,
    capacityMinSpaces: 2,
    capacityMaxSpaces: 40,
    maxModules: 20,
    costBand: 1,
    drive: ["hydraulic"],
    uses: ["house", "residential", "retail", "office"],
    drawingProducts: ["duplicator"],
  },
  // Lift-and-slide puzzle systems: Klaus Multiparking TrendVario 4100–4300 (above ground) and
  // 6100–6300 (with pit), Wöhr Combilift 542/543/551, Park Plus puzzle lifts: platform 2.3–2.7 m
  // wide per space, 1.6–2.0 m per level, 2–5 levels, cars 5.0 × 1.9 m, 2000 kg (2600 kg option).
  sliding: {
    id: "sliding",
    automation: "semiAutomatic",
    moduleLengthM: 5.5,
    moduleWidthM: 2.55,
    heightPerLevelM: 1.8,
    carsPerModulePerLevel: 1,
    vacantSpacesPerLevel: 1,
    minLevels: 2,
    maxLevels: 5,
    aboveGround: true,
    belowGround: true,
    ...standardCar,
    avgRetrievalTimeS: 80,
    peakThroughputCarsPerHour: 30,
    independentAccess: true,
    capacityMinSpaces: 6,
    capacityMaxSpaces: 60,
    maxModules: 15,
    costBand: 2,
    drive: ["hydraulic", "electric"],
    uses: ["residential", "office", "hotel"],
    drawingProducts: [],
  },
  // Independent stackers with a pit: Klaus Multiparking MultiBase 2072 and the Wöhr Parklift 440
  // family: one car in the pit (1.6–2.0 m deep) and one or two above, 2.3–2.7 m wide, cars
  // 5.0 × 1.9 m, 2000 kg (2600 kg option), hydraulic. E1 (6–30) is one.
  simple: {
    id: "simple",
    automation: "semiAutomatic",
    moduleLengthM: 5.4,
    moduleWidthM: 2.6,
    heightPerLevelM: 1.75,
    carsPerModulePerLevel: 1,
    vacantSpacesPerLevel: 0,
    minLevels: 2,
    maxLevels: 3,
    aboveGround: true,
    belowGround: true,
    ...standardCar,
    avgRetrievalTimeS: 50,
    peakThroughputCarsPerHour: 30,
    independentAccess: true,
    capacityMinSpaces: 6,
    capacityMaxSpaces: 30,
    maxModules: 15,
    costBand: 2,
    drive: ["hydraulic"],
    uses: ["residential", "office", "house"],
    drawingProducts: ["e1"],
  },
  // Hydraulic car lifts replacing a ramp (Lödige, Wöhr and Klaus car lifts, direct-acting for a few
  // stops): platform about 2.7 × 5.5–6.0 m, 2500–3000 kg, about 0.2 m/s, 2.8–3.0 m floor to floor;
  // a module is one lift with the conventional spaces (about 25 m² each) it serves on one floor.
  // Tetris Rotolift (10–40, with a turntable) is one.
  hydraulic: {
    id: "hydraulic",
    automation: "semiAutomatic",
    moduleLengthM: 16.0,
    moduleWidthM: 15.5,
    heightPerLevelM: 2.9,
    carsPerModulePerLevel: 10,
    vacantSpacesPerLevel: 0,
    minLevels: 1,
    maxLevels: 4,
    aboveGround: true,
    belowGround: true,
    maxCarLengthM: 5.3,
    maxCarWidthM: 2.0,
    maxCarHeightM: 2.0,
    maxCarWeightKg: 2500,
    suvCapable: true,
    suvMaxCarHeightM: 2.1,
    suvMaxCarWeightKg: 3000,
    avgRetrievalTimeS: 90,
    peakThroughputCarsPerHour: 25,
    independentAccess: true,
    capacityMinSpaces: 10,
    capacityMaxSpaces: 40,
    maxModules: 1,
    costBand: 2,
    drive: ["hydraulic"],
    uses: ["residential", "office", "house"],
    drawingProducts: ["tetrisRotolift"],
  },
} as const satisfies Record<"duplicator" | "sliding" | "simple" | "hydraulic", ParkingSystem>;
