import type { Kysely, Transaction } from "kysely";
import { type OpportunityAction, opportunityDetailsSchema } from "./form";
import type { ContactStatus } from "~/entities/contact/schema";
import { changeStage, isOpen, reopen } from "./rules";
import type { LossReason, OpportunityStage } from "./schema";
import type { Database } from "~/server/db/schema";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findAffiliateByCode } from "~/entities/affiliate/find.server";
import { namedContact } from "~/entities/contact/find.server";
import { findOpportunity, type LiveOpportunity } from "./find.server";
import { earnCommission, withdrawCommission } from "../commission/actions.server";
import { insertRecord, recordEditor } from "~/admin-kit/records/save.server";
import type { NewOpportunity, OpportunityDetails } from "./form";
import { stageProbability } from "./rules";
import { checkOwner } from "../staff/list.server";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";

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
  action: Exclude<OpportunityAction, { intent: "note" | "save" }>,
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
      action.intent === "reopen"
        ? reopen(opportunity, action.stage)
        : changeStage(opportunity, action.stage, today(), action.lossReason ?? null);
    if ("error" in change)
      throw new ActionRefused(change.error, 409, change.error === "lossReasonRequired" ? "lossReason" : undefined);
    // A won deal reopened gives back the commission it earned (refused once that is paid).
    if (action.intent === "reopen" && opportunity.stage === "Closed Won")
      await withdrawCommission(trx, actor, opportunity.id);
    await trx
      .updateTable("opportunities")
      .set({
        stage: change.stage,
        won_date: change.wonDate,
        loss_reason: change.lossReason,
        probability: change.probability,
        last_activity: today(),
      })
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
      ...(change.lossReason ? { lossReason: change.lossReason } : {}),
    });
    if (change.stage === "Closed Won") {
      await makeCustomer(trx, actor, opportunity);
      await earnCommission(trx, actor, { ...opportunity, ...change });
    }
  });
}

/** Shorthand for a stage move (a deal closed lost says why). */
export const moveOpportunity = (
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  stage: OpportunityStage,
  lossReason: LossReason | null = null,
) => actOnOpportunity(db, actor, id, { intent: "stage", stage, lossReason });

/** A won deal's contact (the one it was opened for, or its lead was converted into) becomes an active customer. */
async function makeCustomer(trx: Transaction<Database>, actor: Actor, opportunity: LiveOpportunity) {
  const lead = opportunity.leadId
    ? await trx.selectFrom("leads").select("contact_id").where("id", "=", opportunity.leadId).executeTakeFirst()
    : undefined;
  const contactId = opportunity.contactId ?? lead?.contact_id;
  if (!contactId) return;
  const contact = await trx
    .selectFrom("contacts")
    .select(["id", "status"])
    .where("id", "=", contactId)
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

/** The affiliate an opportunity names must be an active one, or the input says so. */
async function checkAffiliate(trx: Transaction<Database>, code: string | null, current: string | null = null) {
  if (!code || code === current) return;
  const affiliate = await findAffiliateByCode(trx, code);
  if (affiliate?.status !== "Active") throw new ActionRefused("affiliateUnknown", 409, "affiliateCode");
}

/**
 * Opens an opportunity for a contact (a deal that did not come as a lead): in an open stage, with
 * that stage's probability unless staff give their own; in both records' history. Returns its id.
 */
export async function createOpportunity(db: Kysely<Database>, actor: Actor, input: NewOpportunity): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const contact = await namedContact(trx, input.contactId);
    await checkAffiliate(trx, input.affiliateCode);
    await checkOwner(trx, input.assignedTo);
    const day = today();
    const { contactId, probability, ...details } = input;
    const id = await insertRecord(
      trx,
      actor,
      "opportunity",
      {
        ...details,
        leadId: null,
        contactId,
        contactName: `${contact.firstName} ${contact.lastName}`.trim(),
        company: contact.company,
        probability: probability ?? stageProbability[input.stage],
        wonDate: null,
        createdAt: day,
        lastActivity: day,
        nextStep: "",
      },
      "opportunityCreated",
      { contactId },
    );
    await recordEvent(trx, actor, "contact", contactId, "opportunityOpened", { opportunityId: id });
    return id;
  });
}

/** Corrects an open opportunity's details; a closed one is reopened first. */
export const editOpportunity = recordEditor("opportunity", findOpportunity, opportunityDetailsSchema, {
  fields: async (trx, details: OpportunityDetails, opportunity) => {
    if (!isOpen(opportunity)) throw new ActionRefused("closedStage");
    await checkAffiliate(trx, details.affiliateCode, opportunity.affiliateCode);
    await checkOwner(trx, details.assignedTo, opportunity.assignedTo);
    return details;
  },
  then: (trx, id) => trx.updateTable("opportunities").set({ last_activity: today() }).where("id", "=", id).execute(),
});
