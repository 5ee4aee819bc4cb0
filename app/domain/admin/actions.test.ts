import { describe, expect, it } from "vitest";
import { canMarkPaid } from "../invoice/rules";
import { changeStage } from "../opportunity/rules";
import { contactActionSchema, leadActionSchema } from "./actions";

describe("opportunity stages", () => {
  it("sets the won date and 100% on Closed Won, 0% on Closed Lost, and keeps closed ones closed", () => {
    expect(changeStage({ stage: "Negotiation", probability: 70 }, "Closed Won", "2026-11-22")).toEqual({ stage: "Closed Won", wonDate: "2026-11-22", probability: 100 });
    expect(changeStage({ stage: "Proposal", probability: 40 }, "Closed Lost", "2026-11-22")).toEqual({ stage: "Closed Lost", wonDate: null, probability: 0 });
    expect(changeStage({ stage: "Discovery", probability: 20 }, "Proposal", "2026-11-22")).toEqual({ stage: "Proposal", wonDate: null, probability: 20 });
    expect(changeStage({ stage: "Proposal", probability: 40 }, "Proposal", "2026-11-22")).toEqual({ error: "sameStage" });
    expect(changeStage({ stage: "Closed Won", probability: 100 }, "Negotiation", "2026-11-22")).toEqual({ error: "closedStage" });
    expect(changeStage({ stage: "Closed Lost", probability: 0 }, "Closed Won", "2026-11-22")).toEqual({ error: "closedStage" });
  });
});

describe("invoice payment", () => {
  it("marks paid only what was sent and awaits payment", () => {
    expect(["Draft", "Sent", "Pending", "Paid", "Overdue"].filter((status) => canMarkPaid({ status }))).toEqual(["Sent", "Pending", "Overdue"]);
  });
});

describe("action schemas", () => {
  it("accepts each lead intent and refuses values outside the vocabularies", () => {
    expect(leadActionSchema.parse({ intent: "status", status: "Qualified" })).toEqual({ intent: "status", status: "Qualified" });
    expect(leadActionSchema.parse({ intent: "value", value: "125 000,50" })).toEqual({ intent: "value", value: 125000.5 });
    expect(leadActionSchema.parse({ intent: "assign", assignedTo: "" })).toEqual({ intent: "assign", assignedTo: "" });
    expect(leadActionSchema.safeParse({ intent: "status", status: "Won" }).error?.issues[0]?.message).toBe("invalidChoice");
    expect(leadActionSchema.safeParse({ intent: "assign", assignedTo: "Someone Else" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "value", value: "twelve" }).error?.issues[0]?.message).toBe("invalidAmount");
    expect(leadActionSchema.safeParse({ intent: "value", value: "-5" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "value", value: "1.001" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "note", note: "   " }).error?.issues[0]?.message).toBe("noteRequired");
    expect(leadActionSchema.safeParse({ intent: "drop table" }).success).toBe(false);
  });

  it("checks the contact form field by field", () => {
    const ok = contactActionSchema.parse({ intent: "save", firstName: " Ana ", lastName: "", email: "ana@example.ro", phone: "", company: "", jobTitle: "", status: "New Lead", source: "website", notes: "", value: "" });
    expect(ok).toMatchObject({ firstName: "Ana", value: 0, status: "New Lead" });
    const bad = contactActionSchema.safeParse({ intent: "save", firstName: "", lastName: "", email: "nope", phone: "", company: "", jobTitle: "", status: "Boss", source: "website", notes: "", value: "x" });
    expect(bad.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`).sort()).toEqual(["email:invalidEmail", "firstName:required", "status:invalidChoice", "value:invalidAmount"]);
  });
});
