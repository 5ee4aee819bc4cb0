import { describe, expect, it } from "vitest";
import { catalogLanguages } from "../catalog";
import { drawingProducts } from "../drawings";
import {
  largestBuildableCapacity,
  parkingSystemIds,
  parkingSystemList,
  parkingSystems,
  smallestBuildableCapacity,
} from "./systems";
import { parkingSystemTexts } from "./texts";

describe("parking systems", () => {
  it("are the nine types the site names, each under its own id", () => {
    expect(parkingSystemIds).toEqual([
      "multiSlot",
      "circularForklift",
      "duplicator",
      "sliding",
      "longitudinalForklift",
      "simple",
      "shuttle",
      "rotating",
      "hydraulic",
    ]);
    expect(Object.keys(parkingSystems).sort()).toEqual([...parkingSystemIds].sort());
    for (const id of parkingSystemIds) expect(parkingSystems[id].id).toBe(id);
  });

  it.each(parkingSystemList().map((sys) => [sys.id, sys] as const))("%s has consistent figures", (_id, sys) => {
    const positive = [
      sys.moduleLengthM,
      sys.moduleWidthM,
      sys.heightPerLevelM,
      sys.carsPerModulePerLevel,
      sys.minLevels,
      sys.maxCarLengthM,
      sys.maxCarWidthM,
      sys.maxCarHeightM,
      sys.maxCarWeightKg,
      sys.avgRetrievalTimeS,
      sys.peakThroughputCarsPerHour,
      sys.capacityMinSpaces,
      sys.maxModules,
    ];
    for (const value of positive) expect(value).toBeGreaterThan(0);
    expect(
      Number.isInteger(sys.carsPerModulePerLevel) && Number.isInteger(sys.minLevels) && Number.isInteger(sys.maxLevels),
    ).toBe(true);
    expect(sys.minLevels).toBeLessThanOrEqual(sys.maxLevels);
    expect(sys.capacityMinSpaces).toBeLessThanOrEqual(sys.capacityMaxSpaces);
    expect(sys.vacantSpacesPerLevel).toBeGreaterThanOrEqual(0);
    expect(sys.vacantSpacesPerLevel).toBeLessThan(sys.carsPerModulePerLevel * sys.maxModules);
    // The capacity range is buildable: the smallest installation is not above the minimum, and
    // the largest (all modules on all levels, less the free spaces) reaches the maximum.
    expect(smallestBuildableCapacity(sys)).toBeLessThanOrEqual(sys.capacityMinSpaces);
    expect(largestBuildableCapacity(sys)).toBeGreaterThanOrEqual(sys.capacityMaxSpaces);
    expect(sys.aboveGround || sys.belowGround).toBe(true);
    // A car fits its level and its module.
    expect(sys.maxCarHeightM).toBeLessThan(sys.heightPerLevelM);
    expect(sys.maxCarLengthM).toBeLessThan(sys.moduleLengthM);
    expect(sys.maxCarWidthM).toBeLessThan(sys.moduleWidthM);
    // The plan area per car and level is that of a real space (a conventional one, aisle included, is about 25 m²).
    const areaPerCar = (sys.moduleLengthM * sys.moduleWidthM) / sys.carsPerModulePerLevel;
    expect(areaPerCar).toBeGreaterThan(sys.maxCarLengthM * sys.maxCarWidthM);
    expect(areaPerCar).toBeLessThan(40);
    if (sys.suvCapable) {
      expect(sys.suvMaxCarHeightM).toBeGreaterThanOrEqual(sys.maxCarHeightM);
      expect(sys.suvMaxCarWeightKg).toBeGreaterThanOrEqual(sys.maxCarWeightKg);
    } else {
      expect(sys.suvMaxCarHeightM).toBeNull();
      expect(sys.suvMaxCarWeightKg).toBeNull();
    }
    expect([1, 2, 3, 4, 5]).toContain(sys.costBand);
    expect(sys.drive.length).toBeGreaterThan(0);
    expect(sys.uses.length).toBeGreaterThan(0);
    expect(sys.avgRetrievalTimeS).toBeLessThanOrEqual(300);
  });

  it("a dependent system is one a car must leave for another to come out; the others reach every car", () => {
    expect(
      parkingSystemList()
        .filter((sys) => !sys.independentAccess)
        .map((sys) => sys.id),
    ).toEqual(["duplicator"]);
  });

  it("every technical drawing belongs to exactly one system", () => {
    const owners = drawingProducts.map(
      (p) => parkingSystemList().filter((sys) => (sys.drawingProducts as readonly string[]).includes(p.id)).length,
    );
    expect(owners).toEqual(drawingProducts.map(() => 1));
  });
});

describe("parking system texts", () => {
  it.each(catalogLanguages)("%s names and describes every system", (code) => {
    const texts = parkingSystemTexts[code];
    expect(Object.keys(texts).sort()).toEqual([...parkingSystemIds].sort());
    const names = new Set<string>();
    for (const id of parkingSystemIds) {
      const { name, description, typicalUse } = texts[id];
      expect(name.trim().length, `${code}.${id}.name`).toBeGreaterThan(3);
      names.add(name);
      const sentences = description.match(/[.!?…](?=\s|$)/g)?.length ?? 0;
      expect(sentences, `${code}.${id}.description: ${description}`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${code}.${id}.description`).toBeLessThanOrEqual(3);
      expect(typicalUse.trim().length, `${code}.${id}.typicalUse`).toBeGreaterThan(10);
      // Romanian with comma below (ș ț), not the Turkish cedilla; Russian in Cyrillic.
      if (code === "ro") expect(`${name} ${description} ${typicalUse}`).not.toMatch(/[şţŞŢ]/);
      if (code === "ru") for (const text of [description, typicalUse]) expect(text).toMatch(/^[^a-z]*[А-Яа-яЁё]/);
    }
    expect(names.size, `${code}: names are distinct`).toBe(parkingSystemIds.length);
  });

  it("Romanian texts carry their diacritics", () => {
    const all = Object.values(parkingSystemTexts.ro)
      .map((t) => `${t.name} ${t.description} ${t.typicalUse}`)
      .join(" ");
    for (const letter of ["ș", "ț", "ă", "â", "î"]) expect(all).toContain(letter);
  });
});
