import type { ListView, SelectSpec } from "../contracts";
import { recordKinds, type RecordEntity } from "~/domain/admin/record-kinds";

/**
 * A kind of record's list view. Its i18n section and paths are its screen's (record-kinds.ts):
 * the records' pages under `/admin/<screen>`, and the create button (`<screen>.add`, or the key
 * given) leading to `/admin/<screen>/new`, where the kind has pages of its own.
 */
export function recordListView(
  entity: RecordEntity,
  { createLabel, ...view }: Pick<ListView, "cards" | "selects" | "views" | "table"> & { createLabel?: string },
): ListView {
  const { screen, pages } = recordKinds[entity];
  const path = `/admin/${screen}`;
  return {
    entity,
    section: screen,
    ...view,
    ...(pages && { recordPath: path, create: { label: createLabel ?? `${screen}.add`, href: `${path}/new` } }),
  };
}

/** A list's status filter: its vocabulary's statuses, labelled `status.<vocabulary>.<status>`. */
export function statusSelect(values: readonly string[], vocabulary: string): SelectSpec {
  return { name: "status", all: "allStatuses", values, option: `status.${vocabulary}` };
}
