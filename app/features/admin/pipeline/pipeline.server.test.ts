import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { contactForm, opportunityFormInput } from "../../../../tests/support/admin-fixtures";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { refusal } from "../../../../tests/support/refusal";
import type { Database } from "~/server/db/schema";
import { eventsOf } from "~/admin-kit/records/events.server";
import { saveContact } from "~/entities/contact/actions.server";
import { createOpportunity, moveOpportunity } from "~/entities/opportunity/actions.server";
import { newOpportunitySchema } from "~/entities/opportunity/form";
import { opportunityStages } from "~/entities/opportunity/schema";
import { pipelineBoard } from "./pipeline.server";

const actor = { id: "admin-1", name: "Elena Ionescu" };

describe.each(testDatabases())("the pipeline board, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("has a column a stage, with its count, total and weighted total, the soonest to close first", async () => {
    const contactId = await saveContact(db, actor, null, contactForm({ email: `board.${target.name}@pop.ro` }));
    const deal = (over: Record<string, string>) =>
      createOpportunity(db, actor, newOpportunitySchema.parse(opportunityFormInput({ contactId, ...over })));
    const later = await deal({
      name: "Later",
      stage: "Proposal",
      value: "100000",
      probability: "50",
      closeDate: "2027-03-01",
    });
    const sooner = await deal({
      name: "Sooner",
      stage: "Proposal",
      value: "20000",
      probability: "25",
      closeDate: "2027-01-15",
    });
    const undated = await deal({ name: "Undated", stage: "Proposal", value: "500000", probability: "10" });
    await deal({ name: "Talk", stage: "Discovery", value: "8000", probability: "10" });

    const board = await pipelineBoard(db);
    expect(board.map((column) => column.stage)).toEqual([...opportunityStages]);
    const proposal = board.find((column) => column.stage === "Proposal")!;
    // 100,000 + 20,000 + 500,000; weighted 50,000 + 5,000 + 50,000.
    expect(proposal).toMatchObject({ count: 3, total: 620000, weighted: 105000 });
    expect(proposal.cards.map((card) => card.id)).toEqual([sooner, later, undated]);
    expect(proposal.cards[0]).toMatchObject({ name: "Sooner", value: 20000, probability: 25, closeDate: "2027-01-15" });
    expect(board.find((column) => column.stage === "Closed Won")).toMatchObject({ count: 0, total: 0, cards: [] });

    // A move from the board is the record page's: its rules, its history, and the figures follow.
    await moveOpportunity(db, actor, later, "Negotiation");
    expect(await refusal(moveOpportunity(db, actor, later, "Negotiation"))).toBe("sameStage");
    expect((await eventsOf(db, "opportunity", later))[0]).toMatchObject({
      action: "stage",
      detail: { from: "Proposal", to: "Negotiation" },
    });
    const moved = await pipelineBoard(db);
    expect(moved.find((column) => column.stage === "Proposal")).toMatchObject({ count: 2, total: 520000 });
    expect(moved.find((column) => column.stage === "Negotiation")?.cards.map((card) => card.id)).toEqual([later]);
  });
});
