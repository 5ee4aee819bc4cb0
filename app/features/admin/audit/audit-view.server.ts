import { z } from "~/lib/zod";
import { describeEvent } from "~/admin-kit/records/events.server";
import { isoDate } from "~/domain/admin/schema";
import { auditKinds } from "~/domain/admin/audit-kinds";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import type { readAudit, AuditFilter } from "~/server/audit.server";

/** The filters from the URL; a value that is not one (a stale or hand-edited link) is dropped. */
const filterSchema = z.object({
  actor: z.string().max(64).optional().catch(undefined),
  kind: z.enum(auditKinds).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export function readFilter(request: Request): AuditFilter & { page: number } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = filterSchema.parse({ ...params, actor: params.actor || undefined, kind: params.kind || undefined });
  return {
    ...(parsed.actor && { actor: parsed.actor }),
    ...(parsed.kind && { kind: parsed.kind }),
    ...(parsed.from && { from: parsed.from }),
    ...(parsed.to && { to: parsed.to }),
    page: parsed.page ?? 1,
  };
}

type Line = Awaited<ReturnType<typeof readAudit>>["lines"][number];

/** What a line says, in the reader's language: a record's change as its history says it, any other by its action. */
export function lineText(line: Line, lang: Language) {
  const t = serverT(lang, "admin");
  if (line.kind === "record") return describeEvent({ action: line.action, detail: line.detail })[lang];
  const action = t(`audit.actions.${line.action}`, { defaultValue: line.action });
  return action;
}

/**
 * A line's details as text, in the reader's language: a record's change by its fields (named as
 * its screens name them) with their old and new values, as its line already says the rest; any
 * other line by its changes or its facts.
 */
export function lineDetails(line: Pick<Line, "kind" | "detail">, lang: Language): string {
  if (line.kind !== "record") return detailText(line.detail);
  const changes = line.detail.changes;
  if (!changes || typeof changes !== "object") return "";
  const t = serverT(lang, "admin");
  return detailText({
    changes: Object.fromEntries(
      Object.entries(changes).map(([field, pair]) => [t(`columns.${field}`, { defaultValue: field }), pair]),
    ),
  });
}

/** Details as text: the changes old → new, or its other facts. */
export function detailText(detail: Record<string, unknown>): string {
  const changes = detail.changes;
  if (changes && typeof changes === "object")
    return Object.entries(changes)
      .map(([field, pair]) => `${field}: ${Array.isArray(pair) ? pair.map((v) => JSON.stringify(v)).join(" → ") : ""}`)
      .join("; ");
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("; ");
}
