import { describe, expect, it } from "vitest";
import ro from "~/i18n/ro/admin";
import en from "~/i18n/en/admin";
import { invoiceSample } from "~/entities/invoice/sample";
import { exportableLists } from "./registry.server";
import { exportColumns } from "./export-table.server";

describe("an exported list's columns", () => {
  it("head every field of every list in both languages, never with the field's code", () => {
    for (const [name, list] of Object.entries(exportableLists))
      for (const lang of ["en", "ro"] as const)
        for (const column of exportColumns(list, lang)) {
          expect(column.heading, `${name}.${column.field} (${lang})`).not.toBe(column.field);
          expect(column.heading, `${name}.${column.field} (${lang})`).toBe(
            (lang === "ro" ? ro : en).columns[column.field as keyof typeof en.columns],
          );
        }
  });

  it("write coded values as their labels, days as days, numbers as numbers, an invoice's lines as text", () => {
    const columns = exportColumns(exportableLists.invoices, "ro");
    const german = invoiceSample.find((i) => i.clientCountry === "DE")!;
    const row = Object.fromEntries(columns.map((c) => [c.field, c.write(Reflect.get(german, c.field))]));
    expect(row).toMatchObject({
      status: ro.status.invoice[german.status],
      clientCountry: "Germania",
      vatCategory: ro.actions.invoice.vatCategoryOption.intraCommunity,
      language: ro.invoicePdf.language[german.language],
      issueDate: { day: german.issueDate },
      totalAmount: german.totalAmount,
      paidDate: null,
    });
    expect(row.items).toBe(
      german.items
        .map((i) => `${i.description}: ${i.quantity} ${ro.invoiceUnit[i.unit]} × ${i.unitPrice} = ${i.total}`)
        .join("\n"),
    );
  });

  it("write an owner as the staff account's name, a former administrator as such, never the account id", () => {
    const columns = exportColumns(exportableLists.leads, "ro", [{ id: "staff-1", name: "Radu Stanciu" }]);
    const owner = columns.find((c) => c.field === "assignedTo")!;
    expect(owner.write("staff-1")).toBe("Radu Stanciu");
    expect(owner.write("gone-account")).toBe(ro.leads.formerStaff);
    expect(owner.write(null)).toBeNull();
  });
});
