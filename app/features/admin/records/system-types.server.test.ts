import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { quoteRequestRow } from "../../../../tests/support/arrivals";
import { parkingSystemIds } from "~/content/parking-systems/types";
import { systemTypes } from "~/domain/admin/schema";
import { actOnLead, createLead } from "~/entities/lead/actions.server";
import { leadFields, newLeadSchema } from "~/entities/lead/form";
import { newOpportunitySchema, opportunityFields } from "~/entities/opportunity/form";
import { storedConfiguration } from "~/domain/parking-selector/configuration.server";
import type { Database } from "~/server/db/schema";
import { findLead, findLeadWithConfiguration } from "~/entities/lead/find.server";
import { findOpportunityWithConfiguration } from "~/entities/opportunity/find.server";

const databases = testDatabases();
const actor = { id: "admin-1", name: "Elena Ionescu" };
const t = (key: string) => key;

describe("the parking systems a record can name", () => {
  it("are the nine of the shared system table, and every form offers each of them", () => {
    expect(systemTypes).toEqual(parkingSystemIds);
    for (const fields of [leadFields(t, true), opportunityFields(t, { isNew: true, affiliates: [], staff: [] })]) {
      const field = fields.find((f) => f.name === "systemType");
      const offered = field && "options" in field ? field.options?.map((o) => o.value) : [];
      expect(offered).toEqual(["", ...parkingSystemIds]);
    }
    for (const systemType of parkingSystemIds)
      expect(newOpportunitySchema.shape.systemType.safeParse(systemType).success, systemType).toBe(true);
  });
});

describe.each(databases)("parking systems on records, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it.each(parkingSystemIds)("a lead naming %s is stored and its opportunity keeps the system", async (systemType) => {
    const lead = newLeadSchema.parse({
      title: `Garage — ${systemType}`,
      contactName: "Ana Marin",
      company: "",
      email: `ana.${systemType.toLowerCase()}@garaj.ro`,
      phone: "",
      source: "phone",
      priority: "Medium",
      value: "",
      assignedTo: "",
      systemType,
      expectedCloseDate: "",
      description: "",
    });
    const id = await createLead(db, actor, lead);
    expect((await findLead(db, id)).systemType).toBe(systemType);
    await actOnLead(db, actor, id, { intent: "convert" });
    const { opportunityId } = await findLead(db, id);
    expect((await findOpportunityWithConfiguration(db, opportunityId!)).systemType).toBe(systemType);
  });

  it("a quote request from the selector gives its lead the system, and its opportunity the configuration", async () => {
    // A site where the shuttle fits (it was not among the systems records could name before).
    const configuration = storedConfiguration(
      "type=office&spaces=80&length=30&width=20&height=15&suv=20&peak=40&system=shuttle",
    );
    expect(configuration?.system).toBe("shuttle");
    const request = await db
      .insertInto("quote_requests")
      .values(quoteRequestRow({ project_type: "commercial", spaces: 80, configuration: JSON.stringify(configuration) }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const lead = await db
      .selectFrom("leads")
      .select("id")
      .where("quote_request_id", "=", request.id)
      .executeTakeFirstOrThrow();
    const found = await findLeadWithConfiguration(db, lead.id);
    expect(found.systemType).toBe("shuttle");
    const chosen = configuration!.ranked.find((s) => s.systemId === "shuttle")!;
    expect(found.configuration?.en.facts).toContainEqual(["Installations", String(chosen.installations)]);
    expect(found.configuration?.ro.facts).toContainEqual(["Instalații", String(chosen.installations)]);

    await actOnLead(db, actor, lead.id, { intent: "convert" });
    const opportunity = await findOpportunityWithConfiguration(db, (await findLead(db, lead.id)).opportunityId!);
    expect(opportunity.systemType).toBe("shuttle");
    expect(opportunity.configuration).toEqual(found.configuration);
  });
});
