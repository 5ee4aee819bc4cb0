import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findCampaign } from "./find.server";
import { insertRecord, recordEditor } from "~/admin-kit/records/save.server";
import { type CampaignForm, campaignFormSchema } from "./form";

/** The day a campaign went live: the first time it is Active. */
const publishedDateOf = (campaign: CampaignForm, current: string | null) =>
  current ?? (campaign.status === "Active" ? today() : null);

/** Spent never passes the budget, whoever asks (the form says so too). */
function checkBudget(campaign: CampaignForm) {
  if (campaign.spent > campaign.budget) throw new ActionRefused("overBudget", 409, "spent");
}

/** Schedules a campaign; returns its id. */
export async function createCampaign(db: Kysely<Database>, actor: Actor, campaign: CampaignForm): Promise<string> {
  checkBudget(campaign);
  return db.transaction().execute((trx) =>
    insertRecord(
      trx,
      actor,
      "campaign",
      {
        ...campaign,
        publishedDate: publishedDateOf(campaign, null),
        createdAt: today(),
        createdBy: actor.name,
      },
      "campaignCreated",
      { budget: campaign.budget },
    ),
  );
}

export const editCampaign = recordEditor("campaign", findCampaign, campaignFormSchema, {
  fields: (_, campaign: CampaignForm, before) => {
    checkBudget(campaign);
    return { ...campaign, publishedDate: publishedDateOf(campaign, before.publishedDate) };
  },
});

/** Removes a campaign; its posts stay, still naming it. */
export async function deleteCampaign(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const campaign = await findCampaign(trx, id, true);
    await trx.updateTable("social_posts").set({ campaign_id: null }).where("campaign_id", "=", id).execute();
    await trx.deleteFrom("campaigns").where("id", "=", id).execute();
    await recordEvent(trx, actor, "campaign", id, "campaignDeleted", { name: campaign.name });
  });
}
