import { z } from "~/lib/zod";

/**
 * The records a task or a meeting may be about, by the prefix of their numbers: a contact
 * (CT-2026-011), a lead (LD-…), an opportunity (OPP-…) or an installation (INS-…).
 */
export const relatedKinds = ["contact", "lead", "opportunity", "installation"] as const;
export type RelatedKind = (typeof relatedKinds)[number];

export const RELATED_PREFIX: Record<RelatedKind, string> = {
  contact: "CT",
  lead: "LD",
  opportunity: "OPP",
  installation: "INS",
};

/** The screen that shows each kind's records (its pages are under `/admin/<screen>`). */
export const RELATED_SCREEN = {
  contact: "contacts",
  lead: "leads",
  opportunity: "opportunities",
  installation: "installations",
} as const satisfies Record<RelatedKind, string>;

/** The longest record number a form may name. */
export const RELATED_ID_LENGTH = 20;

const RELATED_ID = /^(CT|LD|OPP|INS)-\d{4}-\d{3,}$/;

/** The kind a record number names, from its prefix (null: no record of ours). */
export function relatedKindOf(id: string): RelatedKind | null {
  const prefix = RELATED_ID.exec(id)?.[1];
  return prefix ? (relatedKinds.find((kind) => RELATED_PREFIX[kind] === prefix) ?? null) : null;
}

/** A stored link: the kind and the record's number, both or neither. */
export const relatedFields = {
  relatedKind: z.enum(relatedKinds).nullable(),
  relatedId: z.string().regex(RELATED_ID).max(RELATED_ID_LENGTH).nullable(),
};

/**
 * The "About" input of a task's or a meeting's form: a record number (any case, spaces around it
 * ignored), or nothing. Which record it is is checked on saving.
 */
export const relatedInput = z
  .string()
  .trim()
  .toUpperCase()
  .max(RELATED_ID_LENGTH, "relatedInvalid")
  .refine((id) => id === "" || relatedKindOf(id) !== null, "relatedInvalid")
  .transform((id) => {
    const kind = id ? relatedKindOf(id) : null;
    return kind ? { relatedKind: kind, relatedId: id } : { relatedKind: null, relatedId: null };
  });

/** The record a new task's or meeting's form starts with, from the link that opened it (`?about=LD-…`). */
export const relatedPrefill = (url: URL): string => url.searchParams.get("about")?.slice(0, RELATED_ID_LENGTH) ?? "";
