import { sampleStaffId } from "../staff/sample";
import type { Meeting } from "./schema";

/**
 * Demo Mode's meetings around DEMO_TODAY (2026-11-20, a Friday; moments in UTC, Bucharest two hours
 * on): one held that week, two in the week after, one cancelled.
 */
export const meetingSample: Meeting[] = [
  {
    id: "MTG-2026-001",
    title: "Site visit: Pipera basement levels",
    startsAt: "2026-11-18T08:00:00.000Z",
    endsAt: "2026-11-18T09:30:00.000Z",
    location: "Str. Dimitrie Pompeiu 9, Sector 2, București",
    contactIds: ["CT-2026-011"],
    staffIds: [sampleStaffId("Andrei Popescu"), sampleStaffId("Radu Stanciu")],
    relatedKind: "opportunity",
    relatedId: "OPP-2026-001",
    notes: "Measure the clear height under the beams; check the ramp's slope.",
    status: "Scheduled",
    sequence: 0,
    createdAt: "2026-11-12",
  },
  {
    id: "MTG-2026-002",
    title: "Offer review with the municipality",
    startsAt: "2026-11-24T10:00:00.000Z",
    endsAt: "2026-11-24T11:00:00.000Z",
    location: "Primăria Cluj-Napoca, Str. Moților 3",
    contactIds: ["CT-2026-006"],
    staffIds: [sampleStaffId("Mihai Dumitrescu")],
    relatedKind: "contact",
    relatedId: "CT-2026-006",
    notes: "",
    status: "Scheduled",
    sequence: 1,
    createdAt: "2026-11-16",
  },
  {
    id: "MTG-2026-003",
    title: "Video call: residential tower in Munich",
    startsAt: "2026-11-26T13:00:00.000Z",
    endsAt: "2026-11-26T13:45:00.000Z",
    location: "https://meet.example.com/autoparc-westgate",
    contactIds: ["CT-2026-004"],
    staffIds: [sampleStaffId("Elena Ionescu")],
    relatedKind: null,
    relatedId: null,
    notes: "Second phase: 120 more spaces.",
    status: "Scheduled",
    sequence: 0,
    createdAt: "2026-11-19",
  },
  {
    id: "MTG-2026-004",
    title: "Hotel courtyard survey",
    startsAt: "2026-11-21T07:00:00.000Z",
    endsAt: "2026-11-21T08:00:00.000Z",
    location: "Calea Dumbrăvii 2, Sibiu",
    contactIds: ["CT-2026-008"],
    staffIds: [sampleStaffId("Ioana Constantin")],
    relatedKind: "installation",
    relatedId: "INS-2025-004",
    notes: "",
    status: "Cancelled",
    sequence: 1,
    createdAt: "2026-11-10",
  },
];
