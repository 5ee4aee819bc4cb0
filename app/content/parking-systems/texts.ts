/**
 * Names, descriptions and typical uses of the nine parking systems in the six catalogue languages,
 * one file per language in ./texts/. The catalogue PDFs print them; the figures are in ./systems.ts.
 */
import type { CatalogLanguage } from "../catalog";
import type { ParkingSystemId } from "./systems";
import de from "./texts/de";
import en from "./texts/en";
import fr from "./texts/fr";
import it from "./texts/it";
import ro from "./texts/ro";
import ru from "./texts/ru";

export type ParkingSystemText = {
  /** The system's name in this language, e.g. "Sistem glisant (puzzle)". */
  name: string;
  /** Two or three sentences: how it works and what sets it apart. */
  description: string;
  /** One line: the buildings it is usually built in. */
  typicalUse: string;
};

export type ParkingSystemTexts = Record<ParkingSystemId, ParkingSystemText>;

export const parkingSystemTexts: Record<CatalogLanguage, ParkingSystemTexts> = { ro, en, fr, ru, it, de };

/** The systems' names in one language, by id: the back-office's labels for a record's system. */
export function systemNames(texts: ParkingSystemTexts): Record<ParkingSystemId, string> {
  return {
    multiSlot: texts.multiSlot.name,
    circularForklift: texts.circularForklift.name,
    duplicator: texts.duplicator.name,
    sliding: texts.sliding.name,
    longitudinalForklift: texts.longitudinalForklift.name,
    simple: texts.simple.name,
    shuttle: texts.shuttle.name,
    rotating: texts.rotating.name,
    hydraulic: texts.hydraulic.name,
  };
}
