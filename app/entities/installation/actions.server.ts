import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { insertRecord, recordEditor } from "~/admin-kit/records/save.server";
import { namedContact } from "../contact/find.server";
import { findInstallation } from "./find.server";
import { type InstallationForm, installationFormSchema } from "./form";
import { firstVisit } from "./rules";

/** The contact an installation belongs to, when one is named anew: it must exist (one named before may since have gone). */
async function checkContact(trx: Transaction<Database>, contactId: string | null, current: string | null = null) {
  if (contactId && contactId !== current) await namedContact(trx, contactId);
}

/** Records an installation at its handover; returns its id. */
export async function createInstallation(db: Kysely<Database>, actor: Actor, input: InstallationForm): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await checkContact(trx, input.contactId);
    return insertRecord(
      trx,
      actor,
      "installation",
      // Without a visit planned, the first falls one maintenance interval after the handover.
      { ...input, nextVisit: input.nextVisit ?? firstVisit(input), createdAt: today() },
      "installationCreated",
      { spaces: input.spaces },
    );
  });
}

export const editInstallation = recordEditor("installation", findInstallation, installationFormSchema, {
  fields: async (trx, input: InstallationForm, before) => {
    await checkContact(trx, input.contactId, before.contactId);
    return input;
  },
});

export async function deleteInstallation(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const installation = await findInstallation(trx, id, true);
    await trx.deleteFrom("installations").where("id", "=", id).execute();
    await recordEvent(trx, actor, "installation", id, "installationDeleted", { name: installation.customer });
  });
}
