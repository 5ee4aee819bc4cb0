import type { Kysely, Transaction } from "kysely";
import type { OpportunityAction } from "~/domain/admin/actions";
import type { ContactStatus } from "~/entities/contact/schema";
import { changeStage, isOpen, reopen } from "./rules";
import type { Opportunity, OpportunityStage } from "./schema";
import type { Database } from "~/server/db/schema";
import { ActionRefused, findOpportunity, today } from "~/features/admin/records/find.server";
import { recordEvent, type Actor } from "~/features/admin/records/events.server";

/** The status a contact takes when one of its deals is won. */
const CUSTOMER: ContactStatus = "Active Customer";

/**
 * A change to an opportunity: a stage (with that stage's probability), a probability of the
 * staff's own, or reopening a closed one with the reason. Winning makes the lead's contact a
 * customer.
 */
export async function actOnOpportunity(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  action: Exclude<OpportunityAction, { intent: "note" }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const opportunity = await findOpportunity(trx, id, true);
    if (action.intent === "probability") {
      if (!isOpen(opportunity)) throw new ActionRefused("closedStage");
      if (opportunity.probability === action.probability) throw new ActionRefused("unchanged");
      await trx
        .updateTable("opportunities")
        .set({ probability: action.probability, last_activity: today() })
        .where("id", "=", id)
        .execute();
      return recordEvent(trx, actor, "opportunity", id, "probability", {
        from: opportunity.probability,
        to: action.probability,
      });
    }
    const change =
      action.intent === "reopen" ? reopen(opportunity, action.stage) : changeStage(opportunity, action.stage, today());
    if ("error" in change) throw new ActionRefused(change.error);
    await trx
      .updateTable("opportunities")
      .set({ stage: change.stage, won_date: change.wonDate, probability: change.probability, last_activity: today() })
      .where("id", "=", id)
      .execute();
    if (action.intent === "reopen")
      return recordEvent(trx, actor, "opportunity", id, "reopened", {
        from: opportunity.stage,
        to: change.stage,
        reason: action.reason,
      });
    await recordEvent(trx, actor, "opportunity", id, "stage", {
      from: opportunity.stage,
      to: change.stage,
      ...(change.wonDate ? { wonDate: change.wonDate } : {}),
    });
    if (change.stage === "Closed Won") await makeCustomer(trx, actor, opportunity);
  });
}

/** Shorthand for a stage move. */
export const moveOpportunity = (db: Kysely<Database>, actor: Actor, id: string, stage: OpportunityStage) =>
  actOnOpportunity(db, actor, id, { intent: "stage", stage });

/** A won deal's contact (the one its lead was converted into) becomes an active customer. */
async function makeCustomer(trx: Transaction<Database>, actor: Actor, opportunity: Opportunity) {
  const lead = await trx
    .selectFrom("leads")
    .select("contact_id")
    .where("id", "=", opportunity.leadId)
    .executeTakeFirst();
  if (!lead?.contact_id) return;
  const contact = await trx
    .selectFrom("contacts")
    .select(["id", "status"])
    .where("id", "=", lead.contact_id)
    .forUpdate()
    .executeTakeFirst();
  if (!contact || contact.status === CUSTOMER) return;
  await trx
    .updateTable("contacts")
    .set({ status: CUSTOMER, last_contact: today() })
    .where("id", "=", contact.id)
    .execute();
  await recordEvent(trx, actor, "contact", contact.id, "contactStatus", {
    from: contact.status,
    to: CUSTOMER,
    opportunityId: opportunity.id,
  });
}
