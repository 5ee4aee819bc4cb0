import { sampleStaffId } from "../staff/sample";
import type { Task } from "./schema";

/**
 * Demo Mode's follow-ups (DEMO_TODAY is 2026-11-20; moments in UTC, Bucharest is two hours on):
 * one overdue, two due that day, two upcoming, one done, about sample leads, deals, a contact and an
 * installation, owned by the sample team.
 */
export const taskSample: Task[] = [
  {
    id: "TSK-2026-001",
    title: "Send the revised offer for the Pipera basement",
    dueAt: "2026-11-18T08:00:00.000Z",
    assignedTo: sampleStaffId("Andrei Popescu"),
    relatedKind: "opportunity",
    relatedId: "OPP-2026-001",
    notes: "Two options: 56 duplicators, or a puzzle system on the second level.",
    status: "Open",
    doneAt: null,
    createdAt: "2026-11-12",
  },
  {
    id: "TSK-2026-002",
    title: "Call back about the site visit",
    dueAt: "2026-11-20T09:30:00.000Z",
    assignedTo: sampleStaffId("Elena Ionescu"),
    relatedKind: "lead",
    relatedId: "LD-2026-010",
    notes: "",
    status: "Open",
    doneAt: null,
    createdAt: "2026-11-19",
  },
  {
    id: "TSK-2026-003",
    title: "Confirm the fire inspectorate's meeting",
    dueAt: "2026-11-20T13:00:00.000Z",
    assignedTo: sampleStaffId("Mihai Dumitrescu"),
    relatedKind: "contact",
    relatedId: "CT-2026-006",
    notes: "The municipality wants the sprinkler layout before the meeting.",
    status: "Open",
    doneAt: null,
    createdAt: "2026-11-17",
  },
  {
    id: "TSK-2026-004",
    title: "Plan the maintenance visit with the operator",
    dueAt: "2026-11-26T07:00:00.000Z",
    assignedTo: sampleStaffId("Radu Stanciu"),
    relatedKind: "installation",
    relatedId: "INS-2026-001",
    notes: "",
    status: "Open",
    doneAt: null,
    createdAt: "2026-11-16",
  },
  {
    id: "TSK-2026-005",
    title: "Prepare the tender documents",
    dueAt: "2026-12-02T10:00:00.000Z",
    assignedTo: sampleStaffId("Ioana Constantin"),
    relatedKind: "lead",
    relatedId: "LD-2026-006",
    notes: "Public procurement: technical sheet, references, warranty terms.",
    status: "Open",
    doneAt: null,
    createdAt: "2026-11-14",
  },
  {
    id: "TSK-2026-006",
    title: "Send the signed contract to invoicing",
    dueAt: "2026-11-13T12:00:00.000Z",
    assignedTo: sampleStaffId("Elena Ionescu"),
    relatedKind: "opportunity",
    relatedId: "OPP-2026-003",
    notes: "",
    status: "Done",
    doneAt: "2026-11-13T10:42:00.000Z",
    createdAt: "2026-11-10",
  },
];
