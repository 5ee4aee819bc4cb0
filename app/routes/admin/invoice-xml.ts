import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/invoice-xml";
import { readAdminData } from "~/features/admin/data.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findInvoice } from "~/entities/invoice/find.server";
import { sellerOf } from "~/entities/company/settings.server";
import { findCreditNote } from "~/entities/invoice/credit-notes.server";
import { CIUS_RO, EfacturaRefused, efacturaName, efacturaXml } from "~/entities/invoice/efactura.server";
import { efacturaViolations } from "~/entities/invoice/efactura-rules";
import { canCredit } from "~/entities/invoice/rules";
import { adminScreen } from "~/admin-kit/screen.server";
import { log } from "~/server/log.server";
import { auditExport } from "~/server/audit.server";
import { getDb } from "~/server/db/db.server";

export const handle = adminRoute("invoices");

const refusal = (text: string) =>
  new Response(text, { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /admin/invoices/<id>/xml: an issued invoice as e-Factura XML (UBL 2.1, CIUS-RO); with
 * `creditNote=CN-YYYY-NNN`, that credit note of it. Checked against the rules before it is sent: a
 * document that would break one is refused and logged, never handed out. Administrators who may
 * read the ERP; Demo Mode writes its sample invoices.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  const noteId = new URL(request.url).searchParams.get("creditNote");
  try {
    const { invoice, seller, note } = await readAdminData(screen.prefs.mode, async (db) => ({
      invoice: await findInvoice(db, params.id),
      seller: await sellerOf(db, params.id),
      note: noteId === null ? null : await findCreditNote(db, noteId),
    }));
    if (note && note.invoiceId !== invoice.id) return new Response("Not Found", { status: 404 });
    // Only what was issued is declared: a draft or a cancelled draft has no e-Factura.
    if (!canCredit(invoice) && invoice.status !== "Credited")
      return refusal(screen.t("actions.errors.efacturaNotIssued"));
    if (!seller) return refusal(screen.t("actions.errors.companyNotSet"));
    const xml = note
      ? efacturaXml({ kind: "creditNote", invoice, note, seller: note.seller })
      : efacturaXml({ kind: "invoice", invoice, seller });
    const violations = efacturaViolations(xml, CIUS_RO);
    if (violations.length) {
      log.error({ invoice: invoice.id, creditNote: note?.id, violations }, "e-Factura breaks its rules: not sent");
      return refusal(screen.t("actions.errors.efacturaInvalid", { rules: violations.join("; ") }));
    }
    await auditExport(await getDb(), screen.admin, context.clientIp, {
      action: note ? "creditNoteXml" : "invoiceXml",
      target: note?.id ?? invoice.invoiceNumber,
      detail: { mode: screen.prefs.mode },
    });
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${efacturaName(note?.id ?? invoice.invoiceNumber)}"`,
      },
    });
  } catch (error) {
    if (error instanceof EfacturaRefused)
      return refusal(
        screen.t(
          error.key === "sellerAddress"
            ? "actions.errors.efacturaSellerAddress"
            : "actions.errors.efacturaClientAddress",
        ),
      );
    if (error instanceof ActionRefused) return new Response("Not Found", { status: 404 });
    throw error;
  }
}
