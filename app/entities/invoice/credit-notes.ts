import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { writtenText } from "~/domain/admin/form-inputs";
import { isoDate, isoDateTime, money, percent } from "~/domain/admin/schema";
import { readNumber } from "~/domain/number-limits";
import { filledRows } from "~/domain/form-rows";
import { invoiceTotals, lineTotal, roundCents } from "./rules";
import { invoiceItemSchema, type InvoiceItem } from "./schema";

/** A credit note's number: CN, the year it is issued, its place in that year's series (CN-2026-001). */
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{3,}$/;

/** One line credited: an invoice line's description, unit and price, the quantity credited and its total. */
const creditedItemSchema = invoiceItemSchema.and(z.object({ line: z.number().int().min(0) }));
export type CreditedItem = InvoiceItem & { line: number };

/**
 * A credit note (factură de stornare) as stored: the invoice it corrects, why, the lines credited
 * (positive quantities and amounts, each a reduction of the invoice's), at the invoice's VAT rate.
 */
export const creditNoteSchema = z.object({
  id: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN),
  invoiceId: z.string(),
  issueDate: isoDate,
  reason: z.string().max(TEXT_LIMITS.note),
  items: z.array(creditedItemSchema).min(1),
  taxRate: percent,
  amount: money,
  taxAmount: money,
  totalAmount: money,
  createdBy: z.string(),
  createdAt: isoDateTime,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** What the credit notes of an invoice add up to: subtotal, VAT and total credited. */
export function creditedSoFar(notes: readonly Pick<CreditNote, "amount" | "taxAmount" | "totalAmount">[]) {
  const sum = (pick: (n: (typeof notes)[number]) => number) => roundCents(notes.reduce((s, n) => s + pick(n), 0));
  return { amount: sum((n) => n.amount), taxAmount: sum((n) => n.taxAmount), totalAmount: sum((n) => n.totalAmount) };
}

/** How much of each of an invoice's lines is not yet credited (its quantity less what credit notes took). */
export function creditableQuantities(
  items: readonly Pick<InvoiceItem, "quantity">[],
  notes: readonly Pick<CreditNote, "items">[],
): number[] {
  return items.map((item, line) => {
    const credited = notes.flatMap((n) => n.items).filter((c) => c.line === line);
    const left = item.quantity - credited.reduce((s, c) => s + c.quantity, 0);
    return Math.max(0, Math.round(left * 1000) / 1000);
  });
}

/** The credit note's lines and totals for the quantities asked of each line, at the invoice's rate. */
export function creditNoteFigures(
  invoice: { items: readonly InvoiceItem[]; taxRate: number },
  quantities: readonly { line: number; quantity: number }[],
) {
  const items: CreditedItem[] = quantities
    .filter((q) => q.quantity > 0)
    .map(({ line, quantity }) => {
      const item = invoice.items[line]!;
      return {
        line,
        description: item.description,
        unit: item.unit,
        unitPrice: item.unitPrice,
        quantity,
        total: lineTotal({ quantity, unitPrice: item.unitPrice }),
      };
    });
  return { items, ...invoiceTotals(items, invoice.taxRate) };
}

/** What a credit note is asked to credit: why, and all that is left (`whole`) or a quantity of some lines. */
export type CreditNoteRequest = { reason: string; whole: boolean; quantities: { line: number; quantity: number }[] };

/**
 * The credit note form's post: why, and `whole` for all that is left of the invoice, or for each
 * of its lines (`lines.<n>.quantity`) the quantity credited (empty or 0 for none). A quantity that
 * is not one (more decimals than three, letters) is refused beside it; what is left of each line
 * is checked when the note is issued; a note that credits nothing is refused.
 */
export function readCreditNoteForm(
  values: Record<string, string>,
): { ok: true; value: CreditNoteRequest } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const reason = writtenText("creditReasonRequired").safeParse(values.reason ?? "");
  if (!reason.success) errors.reason = reason.error.issues[0]?.message ?? "required";
  const whole = values.whole === "on";
  const quantities: { line: number; quantity: number }[] = [];
  if (!whole)
    for (const { row, fields } of filledRows(values, "lines", ["quantity"])) {
      if (/^\s*0+([.,]0*)?\s*$/.test(fields.quantity)) continue;
      const quantity = readNumber("quantity", fields.quantity);
      if (quantity === null) errors[`lines.${row}.quantity`] = "invalidQuantity";
      else quantities.push({ line: row, quantity });
    }
  if (!whole && !quantities.length && !Object.keys(errors).some((key) => key.startsWith("lines.")))
    errors.form = "nothingToCredit";
  if (!reason.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { reason: reason.data, whole, quantities } };
}
