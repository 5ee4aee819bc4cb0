import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { member } from "~/domain/admin/vocabulary";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findCommission } from "./find.server";
import { type LiveOpportunity } from "~/entities/opportunity/find.server";
import { insertRecord } from "~/admin-kit/records/save.server";
import { roundCents } from "../invoice/rules";
import { canProcessPayment } from "./rules";
import { commissionStatuses } from "./schema";

/**
 * A won opportunity that an affiliate brought earns them a commission: the opportunity's value at
 * the affiliate's rate, Pending until paid. The affiliate's sales, referrals and last sale move on
 * with it. An affiliate since removed earns nothing.
 */
export async function earnCommission(trx: Transaction<Database>, actor: Actor, opportunity: LiveOpportunity) {
  if (!opportunity.affiliateCode) return;
  const affiliate = await trx
    .selectFrom("affiliates")
    .select(["id", "name", "commission_rate"])
    .where("affiliate_code", "=", opportunity.affiliateCode)
    .forUpdate()
    .executeTakeFirst();
  if (!affiliate) return;
  const rate = Number(affiliate.commission_rate);
  const amount = roundCents((opportunity.value * rate) / 100);
  const day = today();
  const id = await insertRecord(
    trx,
    actor,
    "commission",
    {
      affiliateCode: opportunity.affiliateCode,
      affiliateName: affiliate.name,
      invoiceNumber: null,
      saleAmount: opportunity.value,
      commissionRate: rate,
      commissionAmount: amount,
      status: member(commissionStatuses, "Pending"),
      paidDate: null,
      createdAt: day,
      description: `${opportunity.id} · ${opportunity.name}`.slice(0, 500),
      opportunityId: opportunity.id,
    },
    "commissionEarned",
    { opportunityId: opportunity.id, value: amount },
  );
  await trx
    .updateTable("affiliates")
    .set({
      referral_count: sql`referral_count + 1`,
      total_sales: sql`total_sales + ${opportunity.value}`,
      last_sale: day,
    })
    .where("id", "=", affiliate.id)
    .execute();
  await recordEvent(trx, actor, "affiliate", affiliate.id, "commissionEarned", { commissionId: id, value: amount });
}

/**
 * A won opportunity reopened takes back its commission while it is unpaid (the affiliate's sales
 * and referrals with it); a paid commission cannot be taken back, so the reopening is refused.
 */
export async function withdrawCommission(trx: Transaction<Database>, actor: Actor, opportunityId: string) {
  const commission = await trx
    .selectFrom("commissions")
    .select(["id", "status", "affiliate_code", "sale_amount"])
    .where("opportunity_id", "=", opportunityId)
    .forUpdate()
    .executeTakeFirst();
  if (!commission) return;
  if (!canProcessPayment(commission)) throw new ActionRefused("commissionPaid");
  await trx.deleteFrom("commissions").where("id", "=", commission.id).execute();
  await recordEvent(trx, actor, "commission", commission.id, "commissionWithdrawn", { opportunityId });
  const affiliate = await trx
    .updateTable("affiliates")
    .set({
      referral_count: sql`greatest(referral_count - 1, 0)`,
      total_sales: sql`greatest(total_sales - ${Number(commission.sale_amount)}, 0)`,
    })
    .where("affiliate_code", "=", commission.affiliate_code)
    .returning("id")
    .executeTakeFirst();
  if (affiliate)
    await recordEvent(trx, actor, "affiliate", affiliate.id, "commissionWithdrawn", { commissionId: commission.id });
}

/**
 * "Process Payment": a Pending commission is paid on the day given (today unless said, never a day
 * to come) with its payment's reference, added to its affiliate's earnings; paying twice is refused.
 */
export async function processCommissionPayment(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  payment: { paidOn?: string; reference?: string } = {},
): Promise<void> {
  const paidDate = payment.paidOn ?? today();
  const reference = payment.reference ?? "";
  await db.transaction().execute(async (trx) => {
    const commission = await findCommission(trx, id, true);
    if (!canProcessPayment(commission)) throw new ActionRefused("notPending");
    if (paidDate > today()) throw new ActionRefused("paymentInFuture", 409, "paidOn");
    await trx
      .updateTable("commissions")
      .set({ status: member(commissionStatuses, "Paid"), paid_date: paidDate, payment_reference: reference })
      .where("id", "=", id)
      .execute();
    await recordEvent(trx, actor, "commission", id, "commissionPaid", {
      paidDate,
      value: commission.commissionAmount,
      reference,
    });
    const affiliate = await trx
      .updateTable("affiliates")
      .set({ total_earnings: sql`total_earnings + ${commission.commissionAmount}` })
      .where("affiliate_code", "=", commission.affiliateCode)
      .returning("id")
      .executeTakeFirst();
    if (affiliate)
      await recordEvent(trx, actor, "affiliate", affiliate.id, "commissionPaid", {
        commissionId: id,
        value: commission.commissionAmount,
      });
  });
}
