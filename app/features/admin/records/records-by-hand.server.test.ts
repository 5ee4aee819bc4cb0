import { saveCompanySettings } from "~/entities/company/settings.server";
import { contactForm, noClientDetails, opportunityFormInput } from "../../../../tests/support/admin-fixtures";
import { companySample } from "~/entities/company/sample";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import { refusal } from "../../../../tests/support/refusal";
import type { Database } from "~/server/db/schema";
import { createAffiliate, deleteAffiliate } from "~/entities/affiliate/actions.server";
import { newAffiliateSchema } from "~/entities/affiliate/form";
import { createCampaign, editCampaign } from "~/entities/campaign/actions.server";
import { campaignFormSchema } from "~/entities/campaign/form";
import { processCommissionPayment } from "~/entities/commission/actions.server";
import { saveContact } from "~/entities/contact/actions.server";
import { createInvoice, markInvoiceSent, updateInvoiceDraft } from "~/entities/invoice/actions.server";
import { actOnLead, createLead, editLead } from "~/entities/lead/actions.server";
import { newLeadSchema } from "~/entities/lead/form";
import {
  actOnOpportunity,
  createOpportunity,
  editOpportunity,
  moveOpportunity,
} from "~/entities/opportunity/actions.server";
import { newOpportunitySchema } from "~/entities/opportunity/form";
import {
  createSocialPost,
  editSocialPost,
  publishSocialPost,
  recordEngagement,
} from "~/entities/social-post/actions.server";
import { socialPostFormSchema } from "~/entities/social-post/form";
import { eventsOf } from "~/admin-kit/records/events.server";
import { findAffiliate } from "~/entities/affiliate/find.server";
import { findCampaign } from "~/entities/campaign/find.server";
import { findCommission } from "~/entities/commission/find.server";
import { findInvoice } from "~/entities/invoice/find.server";
import { findLead } from "~/entities/lead/find.server";
import { findOpportunity } from "~/entities/opportunity/find.server";
import { findSocialPost } from "~/entities/social-post/find.server";

const databases = testDatabases();
const actor = { id: "admin-1", name: "Elena Ionescu" };

describe.each(databases)("records staff make by hand, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  it("a lead entered by hand is New, keeps its source, takes corrections, and converts", async () => {
    const lead = newLeadSchema.parse({
      title: "Hotel Carpați — 40 spaces",
      contactName: "Ana Marin",
      company: "",
      email: "ana@hotel.ro",
      phone: "+40 721 000 000",
      source: "tradeShow",
      priority: "High",
      value: "250 000",
      assignedTo: "",
      systemType: "",
      expectedCloseDate: "",
      description: "Met at the fair.",
    });
    expect(lead).toMatchObject({ value: 250000, assignedTo: null, systemType: null, expectedCloseDate: null });
    const id = await createLead(db, actor, lead);
    expect(await findLead(db, id)).toMatchObject({
      status: "New",
      source: "tradeShow",
      priority: "High",
      value: 250000,
    });
    const { priority: _p, value: _v, assignedTo: _a, ...details } = lead;
    await editLead(db, actor, id, { ...details, company: "Carpați Hotels SRL" });
    expect(await refusal(editLead(db, actor, id, { ...details, company: "Carpați Hotels SRL" }))).toBe("unchanged");
    await actOnLead(db, actor, id, { intent: "convert" });
    expect(await refusal(editLead(db, actor, id, details))).toBe("converted");
    expect((await eventsOf(db, "lead", id)).map((e) => [e.action, e.detail])).toEqual([
      ["converted", expect.any(Object)],
      ["edited", { fields: ["company"], changes: { company: ["", "Carpați Hotels SRL"] } }],
      ["leadCreated", { source: "tradeShow" }],
    ]);
  });

  it("an opportunity opened for a contact and won with an affiliate earns a commission, paid once", async () => {
    const contactId = await saveContact(db, actor, null, contactForm({ email: `radu.${target.name}@pop.ro` }));
    const affiliateInput = {
      name: "Arhitect Studio SRL",
      affiliateCode: "ars2031",
      contactName: "Ion Stan",
      email: "ion@studio.ro",
      phone: "+40 722 111 222",
      commissionRate: "7,5",
      status: "Active",
      category: "architecture",
      address: "Str. Lungă 1, Brașov",
      description: "",
    };
    const affiliateId = await createAffiliate(db, actor, newAffiliateSchema.parse(affiliateInput));
    expect(await refusal(createAffiliate(db, actor, newAffiliateSchema.parse(affiliateInput)))).toBe(
      "affiliateCode: codeTaken",
    );
    const opportunity = (over: Record<string, string>) =>
      newOpportunitySchema.parse(opportunityFormInput({ contactId, affiliateCode: "ARS2031", ...over }));
    expect(await refusal(createOpportunity(db, actor, opportunity({ contactId: "CT-1999-999" })))).toBe(
      "contactId: contactNotFound",
    );
    expect(await refusal(createOpportunity(db, actor, opportunity({ affiliateCode: "ZZZ1999" })))).toBe(
      "affiliateCode: affiliateUnknown",
    );
    const id = await createOpportunity(db, actor, opportunity({}));
    // The stage's probability, since none was given; the contact's name and company.
    expect(await findOpportunity(db, id)).toMatchObject({
      probability: 50,
      leadId: null,
      contactId,
      contactName: "Radu Pop",
      company: "Pop Residence SRL",
      affiliateCode: "ARS2031",
    });
    const { contactId: _c, stage: _s, probability: _pr, ...details } = opportunity({});
    await editOpportunity(db, actor, id, { ...details, value: 130000 });
    await moveOpportunity(db, actor, id, "Closed Won");
    const commission = await db
      .selectFrom("commissions")
      .select("id")
      .where("opportunity_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await findCommission(db, commission.id)).toMatchObject({
      status: "Pending",
      saleAmount: 130000,
      commissionRate: 7.5,
      commissionAmount: 9750,
      affiliateCode: "ARS2031",
      invoiceNumber: null,
      opportunityId: id,
    });
    expect(await findAffiliate(db, affiliateId)).toMatchObject({
      referralCount: 1,
      totalSales: 130000,
      totalEarnings: 0,
    });
    await processCommissionPayment(db, actor, commission.id);
    expect(await findCommission(db, commission.id)).toMatchObject({ status: "Paid", paidDate: expect.any(String) });
    expect(await refusal(processCommissionPayment(db, actor, commission.id))).toBe("notPending");
    expect(await findAffiliate(db, affiliateId)).toMatchObject({ totalEarnings: 9750 });
    // A paid commission is not taken back: the won deal stays won; the affiliate stays.
    expect(
      await refusal(actOnOpportunity(db, actor, id, { intent: "reopen", stage: "Negotiation", reason: "Mistake" })),
    ).toBe("commissionPaid");
    expect(await refusal(deleteAffiliate(db, actor, affiliateId))).toBe("hasCommissions");
    expect(await refusal(editOpportunity(db, actor, id, details))).toBe("closedStage");
  });

  it("a won deal reopened before its commission is paid takes the commission back", async () => {
    await createAffiliate(
      db,
      actor,
      newAffiliateSchema.parse({
        name: "Broker Imobiliar",
        affiliateCode: "BRK2030",
        contactName: "Dan Ilie",
        email: "dan@broker.ro",
        phone: "0722333444",
        commissionRate: "10",
        status: "Active",
        category: "realEstate",
        address: "Cluj",
        description: "",
      }),
    );
    const contactId = await saveContact(db, actor, null, {
      ...noClientDetails,
      firstName: "Mara",
      lastName: "",
      email: `mara.${target.name}@x.ro`,
      phone: "",
      company: "",
      jobTitle: "",
      status: "Hot Lead",
      source: "partner",
      notes: "",
      value: 0,
    });
    const id = await createOpportunity(
      db,
      actor,
      newOpportunitySchema.parse({
        name: "Mara — 6 spaces",
        contactId,
        stage: "Negotiation",
        probability: "80",
        value: "30000",
        closeDate: "",
        systemType: "",
        assignedTo: "",
        affiliateCode: "BRK2030",
        description: "",
      }),
    );
    expect((await findOpportunity(db, id)).probability).toBe(80);
    await moveOpportunity(db, actor, id, "Closed Won");
    await actOnOpportunity(db, actor, id, { intent: "reopen", stage: "Negotiation", reason: "Client withdrew" });
    expect(await db.selectFrom("commissions").select("id").where("opportunity_id", "=", id).execute()).toEqual([]);
    const broker = await db
      .selectFrom("affiliates")
      .select(["referral_count", "total_sales"])
      .where("affiliate_code", "=", "BRK2030")
      .executeTakeFirstOrThrow();
    expect([broker.referral_count, Number(broker.total_sales)]).toEqual([0, 0]);
  });

  it("a campaign never spends past its budget", async () => {
    const form = {
      name: "Spring fair",
      description: "",
      platform: "LinkedIn",
      status: "Draft",
      scheduledDate: "2031-03-01",
      budget: "5000",
      spent: "6000",
      reach: "0",
      engagement: "0",
      clicks: "0",
      conversions: "0",
    };
    expect(campaignFormSchema.safeParse(form).error?.issues).toEqual([
      expect.objectContaining({ path: ["spent"], message: "overBudget" }),
    ]);
    const campaign = campaignFormSchema.parse({ ...form, spent: "1000" });
    expect(await refusal(createCampaign(db, actor, { ...campaign, spent: 5000.01 }))).toBe("spent: overBudget");
    const id = await createCampaign(db, actor, campaign);
    expect(await findCampaign(db, id)).toMatchObject({ spent: 1000, publishedDate: null, createdBy: "Elena Ionescu" });
    expect(await refusal(editCampaign(db, actor, id, { ...campaign, budget: 900 }))).toBe("spent: overBudget");
    await editCampaign(db, actor, id, { ...campaign, status: "Active" });
    expect((await findCampaign(db, id)).publishedDate).not.toBeNull();
  });

  it("a social post is published once, then fixed; engagement only once published", async () => {
    const post = socialPostFormSchema.parse({
      content: "Our new car park in Cluj opens today.",
      platform: "LinkedIn",
      status: "Scheduled",
      scheduledDate: "2031-06-01T09:30",
      campaignId: "",
    });
    // Typed on the office's clock (Bucharest, summer time), kept in UTC.
    expect(post.scheduledDate).toBe("2031-06-01T06:30:00.000Z");
    const id = await createSocialPost(db, actor, post);
    const figures = { likes: 10, shares: 2, comments: 3, reach: 900, clicks: 40 };
    expect(await refusal(recordEngagement(db, actor, id, figures))).toBe("notPublished");
    await publishSocialPost(db, actor, id);
    expect(await refusal(publishSocialPost(db, actor, id))).toBe("alreadyPublished");
    expect(await refusal(editSocialPost(db, actor, id, { ...post, content: "Changed" }))).toBe("published");
    await recordEngagement(db, actor, id, figures);
    expect(await findSocialPost(db, id)).toMatchObject({ status: "Published", engagementData: figures });
  });

  it("a draft invoice's lines change; a sent one's are refused", async () => {
    const draft = {
      clientName: "Parcări Sibiu SRL",
      clientEmail: "plati@sibiu.ro",
      language: "ro" as const,
      description: "",
      issueDate: "2025-09-10",
      dueDate: "2025-10-09",
      exchangeRate: 5.1,
      exchangeRateDate: "2025-09-09",
      items: [{ description: "Platform", quantity: 1, unitPrice: 1000 }],
    };
    const id = await createInvoice(db, actor, draft);
    const lines = [
      { description: "Platform", quantity: 2, unitPrice: 1000 },
      { description: "Installation", quantity: 1, unitPrice: 500.5 },
    ];
    await updateInvoiceDraft(db, actor, id, { ...draft, language: "en", items: lines });
    // 21%: the rate in force on its issue day (September 2025).
    expect(await findInvoice(db, id)).toMatchObject({
      language: "en",
      amount: 2500.5,
      taxRate: 21,
      taxAmount: 525.11,
      totalAmount: 3025.61,
    });
    // Delivered before 1 August 2025: the draft is counted again at that day's 19% (and its lei at that day's rate).
    await updateInvoiceDraft(db, actor, id, {
      ...draft,
      language: "en",
      items: lines,
      deliveryDate: "2025-07-31",
      exchangeRateDate: "2025-07-30",
    });
    expect(await findInvoice(db, id)).toMatchObject({
      deliveryDate: "2025-07-31",
      taxRate: 19,
      taxAmount: 475.1,
      totalAmount: 2975.6,
    });
    await saveCompanySettings(db, actor, companySample);
    await markInvoiceSent(db, actor, id);
    expect(await refusal(updateInvoiceDraft(db, actor, id, draft))).toBe("linesFixed");
  });
});
