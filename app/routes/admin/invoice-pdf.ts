import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/invoice-pdf";
import { creditNoteDocument, invoicePdf, invoicePdfName } from "~/entities/invoice/pdf.server";
import { findCreditNote } from "~/entities/invoice/credit-notes.server";
import { readAdminData } from "~/features/admin/data.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findInvoice } from "~/entities/invoice/find.server";
import { sellerOf } from "~/entities/company/settings.server";
import { adminScreen } from "~/admin-kit/screen.server";
import { isLanguage } from "~/i18n/types";
import { auditExport } from "~/server/audit.server";
import { getDb } from "~/server/db/db.server";

export const handle = adminRoute("invoices");

/**
 * GET /admin/invoices/<id>/pdf?lang=en|ro: the invoice as a PDF, in the client's language unless
 * the other one is asked; with `creditNote=CN-YYYY-NNN`, that credit note of the invoice, with the
 * seller's details it was issued with. Administrators who may read the ERP; Demo Mode prints its
 * sample invoices.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  const asked = new URL(request.url).searchParams.get("lang");
  try {
    const noteId = new URL(request.url).searchParams.get("creditNote");
    const { invoice, seller, note } = await readAdminData(screen.prefs.mode, async (db) => ({
      invoice: await findInvoice(db, params.id),
      seller: await sellerOf(db, params.id),
      note: noteId === null ? null : await findCreditNote(db, noteId),
    }));
    const lang = isLanguage(asked) ? asked : invoice.language;
    const downloaded = async (action: string, target: string, language: string) =>
      auditExport(await getDb(), screen.admin, context.clientIp, {
        action,
        target,
        detail: { mode: screen.prefs.mode, lang: language },
      });
    if (note) {
      // A credit note is printed with the invoice it corrects, never another's.
      if (note.invoiceId !== invoice.id) return new Response("Not Found", { status: 404 });
      const pdf = await invoicePdf(creditNoteDocument(invoice, note), note.seller, lang, invoice);
      await downloaded("creditNotePdf", note.id, lang);
      return new Response(new Uint8Array(pdf), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${note.id}-${lang}.pdf"`,
          "Content-Length": String(pdf.length),
        },
      });
    }
    // No document without the seller's details: the invoice page says to set them in Settings.
    if (!seller)
      return new Response(screen.t("actions.errors.companyNotSet"), {
        status: 409,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const pdf = await invoicePdf(invoice, seller, lang);
    await downloaded("invoicePdf", invoice.invoiceNumber || invoice.id, lang);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${invoicePdfName(invoice, lang)}"`,
        "Content-Length": String(pdf.length),
      },
    });
  } catch (error) {
    if (error instanceof ActionRefused) return new Response("Not Found", { status: 404 });
    throw error;
  }
}
