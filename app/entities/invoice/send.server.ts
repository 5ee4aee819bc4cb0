import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { sendMail } from "~/server/mail.server";
import { log } from "~/server/log.server";
import { serverT } from "~/i18n/translations.server";
import { adminFormat } from "~/admin-kit/format";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { currentSeller, sellerOf } from "../company/settings.server";
import { markInvoiceSent } from "./actions.server";
import { findInvoice } from "./find.server";
import { efacturaName, efacturaXml, EfacturaRefused } from "./efactura.server";
import { CIUS_RO, efacturaViolations } from "./efactura-rules";
import { invoicePdf, invoicePdfName } from "./pdf.server";
import { canCredit, canMarkSent } from "./rules";

/**
 * "Issue and send": a draft is issued (decision 0032: it keeps the company's details as they are
 * now, its lines are fixed), then its PDF and e-Factura XML are e-mailed to the client's address in
 * the client's language, through the site's one mailer, and the mail is noted in its history. An
 * issued invoice is sent again the same way. Before anything is issued the e-Factura is written
 * once, so an address it cannot state is refused while the invoice is still a draft. When the mail
 * cannot go, the invoice stays issued and the refusal says to send it again.
 */
export async function sendInvoice(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  const draft = await findInvoice(db, id);
  if (!canMarkSent(draft) && !canCredit(draft) && draft.status !== "Credited") throw new ActionRefused("notSendable");
  if (canMarkSent(draft)) {
    try {
      efacturaXml({ kind: "invoice", invoice: draft, seller: await currentSeller(db) });
    } catch (error) {
      if (error instanceof EfacturaRefused)
        throw new ActionRefused(error.key === "sellerAddress" ? "efacturaSellerAddress" : "efacturaClientAddress");
      throw error;
    }
    await markInvoiceSent(db, actor, id);
  }
  const invoice = await findInvoice(db, id);
  const seller = await sellerOf(db, id);
  if (!seller) throw new ActionRefused("companyNotSet");
  const lang = invoice.language;
  const t = serverT(lang, "admin");
  const format = adminFormat(lang);
  const pdf = await invoicePdf(invoice, seller, lang);
  const xml = efacturaXml({ kind: "invoice", invoice, seller });
  // What is sent keeps e-Factura's rules, as what is downloaded does.
  const violations = efacturaViolations(xml, CIUS_RO);
  if (violations.length) {
    log.error({ invoice: id, violations }, "e-Factura breaks its rules: not sent");
    throw new ActionRefused("efacturaBroken");
  }
  const values = {
    number: invoice.invoiceNumber,
    company: seller.legalName,
    date: format.date(invoice.issueDate),
    total: format.money(invoice.totalAmount),
    due: format.date(invoice.dueDate),
  };
  try {
    await sendMail({
      to: invoice.clientEmail,
      subject: t("invoiceMail.subject", values),
      text: [
        t("invoiceMail.greeting"),
        "",
        t("invoiceMail.body", values),
        "",
        seller.legalName,
        [seller.phone, seller.email].filter(Boolean).join(" · "),
      ].join("\n"),
      ...(seller.email ? { replyTo: { name: seller.legalName, address: seller.email } } : {}),
      attachments: [
        { filename: invoicePdfName(invoice, lang), content: pdf, contentType: "application/pdf" },
        { filename: efacturaName(invoice.invoiceNumber), content: Buffer.from(xml), contentType: "application/xml" },
      ],
    });
  } catch (error) {
    log.error({ err: error, invoice: id }, "invoice mail not sent");
    throw new ActionRefused("mailFailed");
  }
  await recordEvent(db, actor, "invoice", id, "emailed", { to: invoice.clientEmail, lang });
}
