import { describe, expect, it } from "vitest";
import { canMarkPaid } from "./invoice/rules";
import { changeStage, openStages, reopen, stageProbability } from "./opportunity/rules";
import { contactActionSchema } from "~/entities/contact/form";
import { leadActionSchema } from "~/entities/lead/form";

describe("opportunity stages", () => {
  it("gives each stage its default probability, sets the won date on Closed Won, and keeps closed ones closed", () => {
    expect(changeStage({ stage: "Negotiation" }, "Closed Won", "2026-11-22", "Price")).toEqual({
      stage: "Closed Won",
      wonDate: "2026-11-22",
      lossReason: null,
      probability: 100,
    });
    expect(changeStage({ stage: "Proposal" }, "Closed Lost", "2026-11-22", "Competitor")).toEqual({
      stage: "Closed Lost",
      wonDate: null,
      lossReason: "Competitor",
      probability: 0,
    });
    expect(changeStage({ stage: "Proposal" }, "Closed Lost", "2026-11-22")).toEqual({ error: "lossReasonRequired" });
    expect(changeStage({ stage: "Discovery" }, "Proposal", "2026-11-22")).toEqual({
      stage: "Proposal",
      wonDate: null,
      lossReason: null,
      probability: stageProbability.Proposal,
    });
    expect(changeStage({ stage: "Proposal" }, "Negotiation", "2026-11-22")).toEqual({
      stage: "Negotiation",
      wonDate: null,
      lossReason: null,
      probability: stageProbability.Negotiation,
    });
    expect(changeStage({ stage: "Proposal" }, "Proposal", "2026-11-22")).toEqual({ error: "sameStage" });
    expect(changeStage({ stage: "Closed Won" }, "Negotiation", "2026-11-22")).toEqual({ error: "closedStage" });
    expect(changeStage({ stage: "Closed Lost" }, "Closed Won", "2026-11-22")).toEqual({ error: "closedStage" });
  });

  it("rises with every open stage, and reopens only what is closed", () => {
    const open = openStages.map((stage) => stageProbability[stage]);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(new Set(open).size).toBe(open.length);
    expect(reopen({ stage: "Closed Won" }, "Negotiation")).toEqual({
      stage: "Negotiation",
      wonDate: null,
      lossReason: null,
      probability: stageProbability.Negotiation,
    });
    expect(reopen({ stage: "Closed Lost" }, "Discovery")).toEqual({
      stage: "Discovery",
      wonDate: null,
      lossReason: null,
      probability: stageProbability.Discovery,
    });
    expect(reopen({ stage: "Proposal" }, "Discovery")).toEqual({ error: "notClosed" });
  });
});

describe("invoice payment", () => {
  it("marks paid only what was sent and awaits payment", () => {
    expect(["Draft", "Sent", "Pending", "Paid", "Overdue"].filter((status) => canMarkPaid({ status }))).toEqual([
      "Sent",
      "Pending",
      "Overdue",
    ]);
  });
});

describe("action schemas", () => {
  it("accepts each lead intent and refuses values outside the vocabularies", () => {
    expect(leadActionSchema.parse({ intent: "status", status: "Qualified" })).toEqual({
      intent: "status",
      status: "Qualified",
    });
    expect(leadActionSchema.parse({ intent: "value", value: "125 000,50" })).toEqual({
      intent: "value",
      value: 125000.5,
    });
    expect(leadActionSchema.parse({ intent: "assign", assignedTo: "" })).toEqual({ intent: "assign", assignedTo: "" });
    expect(leadActionSchema.safeParse({ intent: "status", status: "Won" }).error?.issues[0]?.message).toBe(
      "invalidChoice",
    );
    // Which account it names is checked on saving; the form refuses only what cannot be an id.
    expect(leadActionSchema.safeParse({ intent: "assign", assignedTo: "x".repeat(65) }).error?.issues[0]?.message).toBe(
      "invalidChoice",
    );
    expect(leadActionSchema.safeParse({ intent: "value", value: "twelve" }).error?.issues[0]?.message).toBe(
      "invalidAmount",
    );
    expect(leadActionSchema.safeParse({ intent: "value", value: "-5" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "value", value: "1.001" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "note", note: "   " }).error?.issues[0]?.message).toBe("noteRequired");
    expect(leadActionSchema.safeParse({ intent: "drop table" }).success).toBe(false);
  });

  it("checks the contact form field by field", () => {
    const ok = contactActionSchema.parse({
      intent: "save",
      firstName: " Ana ",
      lastName: "",
      email: "ana@example.ro",
      phone: "",
      company: "",
      jobTitle: "",
      status: "New Lead",
      source: "website",
      notes: "",
      value: "",
    });
    expect(ok).toMatchObject({ firstName: "Ana", value: 0, status: "New Lead" });
    const bad = contactActionSchema.safeParse({
      intent: "save",
      firstName: "",
      lastName: "",
      email: "nope",
      phone: "",
      company: "",
      jobTitle: "",
      status: "Boss",
      source: "website",
      notes: "",
      value: "x",
    });
    expect(bad.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`).sort()).toEqual([
      "email:invalidEmail",
      "firstName:required",
      "status:invalidChoice",
      "value:invalidAmount",
    ]);
  });
});
