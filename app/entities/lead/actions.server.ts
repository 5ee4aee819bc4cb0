import { sql, type Kysely, type Transaction } from "kysely";
import { type LeadAction, leadDetailsSchema } from "./form";
import { isConverted } from "./rules";
import { leadStatuses, type Lead } from "./schema";
import type { LeadDetails, NewLead } from "./form";
import { member } from "~/domain/admin/vocabulary";
import { insertRecord, recordEditor } from "~/admin-kit/records/save.server";
import type { Database } from "~/server/db/schema";
import { camelCase } from "~/lib/case";
import { fieldChanges, recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findLead, type LiveLead } from "./find.server";
import { checkOwner, findStaff } from "../staff/list.server";

/** A lead's change, checked and recorded with who made it; a converted lead takes notes only. */
export async function actOnLead(db: Kysely<Database>, actor: Actor, id: string, action: LeadAction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, true);
    if (action.intent === "note") {
      await trx.updateTable("leads").set({ last_activity: today() }).where("id", "=", id).execute();
      return recordEvent(trx, actor, "lead", id, "note", { text: action.note });
    }
    if (action.intent === "delete") {
      await trx.deleteFrom("leads").where("id", "=", id).execute();
      // The history outlives the row: who deleted which lead, and when.
      return recordEvent(trx, actor, "lead", id, "leadDeleted", { name: lead.title, email: lead.email });
    }
    if (isConverted(lead)) throw new ActionRefused("converted");
    const update = async (
      values: {
        status?: Lead["status"];
        priority?: Lead["priority"];
        assigned_to?: Lead["assignedTo"];
        value?: number;
        probability?: number;
      },
      event: string,
      detail: Record<string, unknown>,
    ) => {
      await trx
        .updateTable("leads")
        .set({ ...values, last_activity: today() })
        .where("id", "=", id)
        .execute();
      // Each field's old and new value, for the audit log, whatever the event says of it.
      const changes = fieldChanges(
        lead,
        Object.entries(values).map(([column, value]) => [camelCase(column), value] as const),
      );
      await recordEvent(trx, actor, "lead", id, event, { ...detail, changes });
    };
    switch (action.intent) {
      case "status":
        if (lead.status === action.status) throw new ActionRefused("unchanged");
        return update({ status: action.status }, "status", { from: lead.status, to: action.status });
      case "priority":
        if (lead.priority === action.priority) throw new ActionRefused("unchanged");
        return update({ priority: action.priority }, "priority", { from: lead.priority, to: action.priority });
      case "assign": {
        const to = action.assignedTo || null;
        if (lead.assignedTo === to) throw new ActionRefused("unchanged");
        if (!to) return update({ assigned_to: null }, "unassigned", {});
        // The history names the owner as they were called then (an account may go, its name stays).
        const owner = await findStaff(trx, to);
        if (!owner) throw new ActionRefused("staffUnknown", 409, "assignedTo");
        return update({ assigned_to: to }, "assigned", { to: owner.name, staffId: to });
      }
      case "value":
        if (lead.value === action.value) throw new ActionRefused("unchanged");
        return update({ value: action.value }, "value", { value: action.value.toFixed(2) });
      case "probability":
        if (lead.probability === action.probability) throw new ActionRefused("unchanged");
        return update({ probability: action.probability }, "probability", {
          from: lead.probability,
          to: action.probability,
        });
      case "convert":
        return convert(trx, actor, lead);
    }
  });
}

/**
 * A lead becomes a contact (the one already holding its e-mail address, or a new one) and an
 * opportunity in Qualification carrying its value, system, owner and expected close date.
 */
async function convert(trx: Transaction<Database>, actor: Actor, lead: LiveLead) {
  const day = today();
  const known = await trx
    .selectFrom("contacts")
    .select("id")
    .where(sql<boolean>`lower(email) = lower(${lead.email})`)
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  let contactId = known?.id;
  if (!contactId) {
    const [first = lead.contactName, ...rest] = lead.contactName.trim().split(/\s+/);
    const created = await trx
      .insertInto("contacts")
      .values({
        first_name: first,
        last_name: rest.join(" "),
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        job_title: "",
        status: "Hot Lead",
        source: lead.source,
        notes: lead.description,
        value: lead.value ?? 0,
        created_at: day,
        last_contact: day,
        origin: "lead",
        origin_id: lead.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    contactId = created.id;
    await recordEvent(trx, actor, "contact", contactId, "created", { leadId: lead.id });
  }
  const opportunity = await trx
    .insertInto("opportunities")
    .values({
      name: lead.title,
      lead_id: lead.id,
      contact_name: lead.contactName,
      company: lead.company,
      value: lead.value ?? 0,
      probability: lead.probability,
      stage: "Qualification",
      system_type: lead.systemType,
      close_date: lead.expectedCloseDate,
      won_date: null,
      assigned_to: lead.assignedTo,
      description: lead.description,
      created_at: day,
      last_activity: day,
      next_step: "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("leads")
    .set({
      status: member(leadStatuses, "Converted"),
      converted_at: new Date(),
      contact_id: contactId,
      opportunity_id: opportunity.id,
      last_activity: day,
    })
    .where("id", "=", lead.id)
    .execute();
  await recordEvent(trx, actor, "lead", lead.id, "converted", { contactId, opportunityId: opportunity.id });
  await recordEvent(trx, actor, "opportunity", opportunity.id, "opened", { leadId: lead.id });
}

/** The probability a lead starts with, until the team says otherwise. */
const NEW_LEAD_PROBABILITY = 10;

/** A lead the team enters by hand (a phone call, a fair), New, with where it came from; returns its id. */
export async function createLead(db: Kysely<Database>, actor: Actor, lead: NewLead): Promise<string> {
  const day = today();
  return db.transaction().execute(async (trx) => {
    await checkOwner(trx, lead.assignedTo);
    return insertRecord(
      trx,
      actor,
      "lead",
      {
        ...lead,
        probability: NEW_LEAD_PROBABILITY,
        status: member(leadStatuses, "New"),
        createdAt: day,
        lastActivity: day,
      },
      "leadCreated",
      { source: lead.source },
    );
  });
}

/** Corrects a lead's details; a converted lead takes notes only. */
export const editLead = recordEditor("lead", findLead, leadDetailsSchema, {
  fields: (_, details: LeadDetails, lead) => {
    if (isConverted(lead)) throw new ActionRefused("converted");
    return details;
  },
  then: (trx, id) => trx.updateTable("leads").set({ last_activity: today() }).where("id", "=", id).execute(),
});
