import type { Staff } from "./schema";

/**
 * Demo Mode's team: the sample accounts the sample leads, opportunities and activities name
 * (their `assignedTo` is one of these ids). Live Mode's team is the active administrators.
 */
export const staffSample = [
  { id: "demo-staff-andrei-popescu", name: "Andrei Popescu", email: "andrei.popescu@autoparc-systems.ro" },
  { id: "demo-staff-elena-ionescu", name: "Elena Ionescu", email: "elena.ionescu@autoparc-systems.ro" },
  { id: "demo-staff-mihai-dumitrescu", name: "Mihai Dumitrescu", email: "mihai.dumitrescu@autoparc-systems.ro" },
  { id: "demo-staff-ioana-constantin", name: "Ioana Constantin", email: "ioana.constantin@autoparc-systems.ro" },
  { id: "demo-staff-radu-stanciu", name: "Radu Stanciu", email: "radu.stanciu@autoparc-systems.ro" },
] as const satisfies readonly Staff[];

export type SampleStaffId = (typeof staffSample)[number]["id"];

/** A sample member of staff by name, for the other samples (a typo fails the type check). */
export function sampleStaffId(name: (typeof staffSample)[number]["name"]): SampleStaffId {
  const found = staffSample.find((s) => s.name === name);
  if (!found) throw new Error(`no sample staff named ${name}`);
  return found.id;
}
