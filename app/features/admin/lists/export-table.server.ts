import { z } from "~/lib/zod";
import { countryName } from "~/admin-kit/format";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import type { ListView } from "~/admin-kit/contracts";

/**
 * The translation each coded field is written with in an export, where the list's own filters do
 * not name one: what staff read on the screen, never the code.
 */
const CODED_FIELDS: Record<string, string> = {
  source: "source",
  systemType: "systemType",
  category: "category",
  vatCategory: "actions.invoice.vatCategoryOption",
  language: "invoicePdf.language",
  unit: "invoiceUnit",
};

/** The field that names a record's owner by account id. */
const OWNER_FIELD = "assignedTo";

/** A schema field without its nullable, optional and default wrappers. */
function inner(field: unknown): unknown {
  let at = field;
  while (at instanceof z.ZodNullable || at instanceof z.ZodOptional || at instanceof z.ZodDefault) at = at.unwrap();
  return at;
}

/** One exported value: text, a number (a number cell), a day (a date cell) or nothing. */
export type ExportValue = string | number | { day: string } | null;

/**
 * An exported list's columns in `lang`: each field of its schema with the heading the screen's
 * language gives it, and how a value is written: a coded value (a status, a stage, a category, a
 * country) as its label, a day as a day, an invoice's lines as one line of text each, an owner
 * (a staff account's id) as the name `staff` gives it, anything nested as text.
 */
export function exportColumns(
  list: { schema: { shape: Record<string, unknown> }; view: ListView },
  lang: Language,
  staff: readonly { id: string; name: string }[] = [],
) {
  const t = serverT(lang, "admin");
  const staffNames = new Map(staff.map((s) => [s.id, s.name]));
  const options = new Map(list.view.selects.map((select) => [select.name, select.option]));
  return Object.entries(list.schema.shape).map(([field, definition]) => {
    const type = inner(definition);
    const prefix = type instanceof z.ZodEnum ? (options.get(field) ?? CODED_FIELDS[field]) : undefined;
    const isDay = type instanceof z.ZodISODate;
    const write = (value: unknown): ExportValue => {
      if (value === null || value === undefined || value === "") return null;
      if (typeof value === "number") return value;
      if (field === "clientCountry" && typeof value === "string") return countryName(lang, value);
      if (field === OWNER_FIELD && typeof value === "string") return staffNames.get(value) ?? t("leads.formerStaff");
      if (prefix && typeof value === "string") return t(`${prefix}.${value}`, { defaultValue: value });
      if (isDay && typeof value === "string") return { day: value.slice(0, 10) };
      if (field === "items" && Array.isArray(value))
        return value
          .map(
            (item: { description?: string; quantity?: number; unit?: string; unitPrice?: number; total?: number }) =>
              `${item.description ?? ""}: ${item.quantity ?? ""} ${t(`invoiceUnit.${item.unit ?? "piece"}`)} × ${item.unitPrice ?? ""} = ${item.total ?? ""}`,
          )
          .join("\n");
      if (typeof value === "string") return value;
      return JSON.stringify(value);
    };
    return { field, heading: t(`columns.${field}`, { defaultValue: field }), write };
  });
}
