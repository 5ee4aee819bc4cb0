import { saveCompanySettings } from "~/entities/company/settings.server";
import { payInFull } from "../../../../tests/support/invoices";
import { companySample } from "~/entities/company/sample";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { contactFormSchema } from "~/entities/contact/form";
import { leadActionSchema } from "~/entities/lead/form";
import { INVOICE_MAX, MAX_INVOICE_LINES, MONEY_COLUMN_MAX, NUMBER_LIMITS } from "~/domain/number-limits";
import { createAffiliate } from "~/entities/affiliate/actions.server";
import { newAffiliateSchema } from "~/entities/affiliate/form";
import { createCampaign } from "~/entities/campaign/actions.server";
import { campaignFormSchema } from "~/entities/campaign/form";
import { saveContact } from "~/entities/contact/actions.server";
import { createInvoice, markInvoiceSent } from "~/entities/invoice/actions.server";
import { readInvoiceForm } from "~/entities/invoice/create";
import { actOnLead, createLead } from "~/entities/lead/actions.server";
import { newLeadSchema } from "~/entities/lead/form";
import { createOpportunity, moveOpportunity } from "~/entities/opportunity/actions.server";
import { newOpportunitySchema } from "~/entities/opportunity/form";
import { createSocialPost, publishSocialPost, recordEngagement } from "~/entities/social-post/actions.server";
import { engagementFormSchema, socialPostFormSchema } from "~/entities/social-post/form";
import { analyticsFigures, crmFigures, dashboardMetrics, erpFigures } from "../overview.server";
import { exportableLists } from "../lists/registry.server";
import { queryList, type ListDefinition, type ListSelect } from "~/admin-kit/lists/query.server";
import { today } from "~/admin-kit/records/find.server";
import { findAffiliate } from "~/entities/affiliate/find.server";
import { findInvoice } from "~/entities/invoice/find.server";
import { findSocialPost } from "~/entities/social-post/find.server";

/**
 * The largest number every staff form takes, posted through the forms' own schemas and the
 * actions that store them, several records of each: nothing is refused by the database, and
 * every screen that sums them (dashboard, panels, analytics, every list's cards) still answers.
 */

const databases = testDatabases();
const actor = { id: "admin-1", name: "Elena Ionescu" };
/** The largest value of a kind, as staff type it ("1 000 000 000,00"). */
const largest = (kind: keyof typeof NUMBER_LIMITS) =>
  NUMBER_LIMITS[kind].max.toLocaleString("fr-FR", { useGrouping: true }).replace(/\u202f/g, " ");

describe.each(databases)("the largest numbers, on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const posts = 3;
  const invoices = 3;
  /** Posts a staff form: read by the form's own schema, then stored by its action. */
  const posted = <T, R>(
    store: (db: Kysely<Database>, by: typeof actor, form: T) => Promise<R>,
    schema: { parse: (form: unknown) => T },
    form: Record<string, string>,
  ) => store(db, actor, schema.parse(form));

  it("are stored from every form, and every screen still reads and sums them", async () => {
    const amount = largest("amount");
    const count = largest("count");
    expect(amount).toBe("1 000 000 000");

    // Contacts, leads and opportunities at the largest value; an affiliate at 100% on a won deal.
    const contactId = await saveContact(
      db,
      actor,
      null,
      contactFormSchema.parse({
        firstName: "Max",
        lastName: "Value",
        email: `max.${target.name}@example.ro`,
        phone: "",
        company: "Max SRL",
        jobTitle: "",
        status: "Hot Lead",
        source: "partner",
        notes: "",
        value: amount,
      }),
    );
    for (let n = 0; n < 3; n++) {
      const id = await posted(createLead, newLeadSchema, {
        title: `Largest lead ${n}`,
        contactName: "Max Value",
        company: "",
        email: `lead${n}@example.ro`,
        phone: "",
        source: "phone",
        priority: "High",
        value: "1",
        assignedTo: "",
        systemType: "",
        expectedCloseDate: "",
        description: "",
      });
      await actOnLead(db, actor, id, leadActionSchema.parse({ intent: "value", value: `${amount},00` }));
    }
    const affiliateId = await posted(createAffiliate, newAffiliateSchema, {
      name: "Max Partners",
      affiliateCode: "MAX2030",
      contactName: "Max Value",
      email: "max@partners.ro",
      phone: "0722000000",
      commissionRate: "100",
      status: "Active",
      category: "consultancy",
      address: "Cluj",
      description: "",
    });
    // An affiliate whose long history of deals has reached the old column's largest value.
    await sql`update affiliates set total_sales = ${MONEY_COLUMN_MAX}, total_earnings = ${MONEY_COLUMN_MAX} where id = ${affiliateId}`.execute(
      db,
    );
    for (let n = 0; n < 2; n++) {
      const id = await posted(createOpportunity, newOpportunitySchema, {
        name: `Largest deal ${n}`,
        contactId,
        stage: "Negotiation",
        probability: "100",
        value: amount,
        closeDate: "",
        systemType: "",
        assignedTo: "",
        affiliateCode: "MAX2030",
        description: "",
      });
      await moveOpportunity(db, actor, id, "Closed Won");
    }
    expect(await findAffiliate(db, affiliateId)).toMatchObject({
      totalSales: expect.closeTo(MONEY_COLUMN_MAX + 2 * NUMBER_LIMITS.amount.max, 2),
    });

    // A campaign at the largest budget and figures.
    await posted(createCampaign, campaignFormSchema, {
      name: "Largest campaign",
      description: "",
      platform: "LinkedIn",
      status: "Active",
      scheduledDate: "2026-11-01",
      budget: amount,
      spent: amount,
      reach: count,
      engagement: "100",
      clicks: count,
      conversions: count,
    });

    // Published posts with the largest engagement figures: three of them add up past any 32-bit integer.
    const figures = engagementFormSchema.parse({
      likes: count,
      shares: count,
      comments: count,
      reach: count,
      clicks: count,
    });
    for (let n = 0; n < posts; n++) {
      const id = await posted(createSocialPost, socialPostFormSchema, {
        content: `Largest post ${n}`,
        platform: "LinkedIn",
        status: "Draft",
        scheduledDate: "2026-11-01T10:00",
        campaignId: "",
      });
      await publishSocialPost(db, actor, id);
      await recordEngagement(db, actor, id, figures);
      expect((await findSocialPost(db, id)).engagementData.likes).toBe(NUMBER_LIMITS.count.max);
    }

    // Invoices of twenty lines at the largest quantity and unit price, paid.
    const lines: Record<string, string> = {};
    for (let row = 0; row < MAX_INVOICE_LINES; row++) {
      lines[`items.${row}.description`] = `Line ${row + 1}`;
      // The largest line: the quantity that, at the largest unit price, comes to the most a line may.
      lines[`items.${row}.quantity`] = String(INVOICE_MAX.line / NUMBER_LIMITS.unitPrice.max);
      lines[`items.${row}.unitPrice`] = `${largest("unitPrice")},00`;
    }
    const day = today();
    for (let n = 0; n < invoices; n++) {
      const read = readInvoiceForm({
        clientName: "Max SRL",
        clientEmail: "facturi@max.ro",
        clientAddress: "Strada Maxim 1, Iași",
        language: "ro",
        description: "",
        issueDate: day,
        dueDate: day,
        exchangeRate: "1000",
        exchangeRateDate: day,
        ...lines,
      });
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const id = await createInvoice(db, actor, read.invoice);
      expect((await findInvoice(db, id)).amount).toBe(INVOICE_MAX.amount);
      await saveCompanySettings(db, actor, companySample);
      await markInvoiceSent(db, actor, id);
      await payInFull(db, actor, id);
    }

    // Every screen that sums them answers, with the sums whole.
    const metrics = await dashboardMetrics(db, day, () => true);
    expect(metrics.socialEngagement?.value).toBe(posts * 3 * NUMBER_LIMITS.count.max);
    const paid = await db.selectFrom("invoices").select("amount").execute();
    expect(metrics.totalRevenue?.value).toBe(paid.reduce((sum, i) => sum + Number(i.amount), 0));
    await expect(crmFigures(db, () => true)).resolves.toBeDefined();
    await expect(erpFigures(db)).resolves.toBeDefined();
    await expect(analyticsFigures(db, "6m", day, () => true)).resolves.toBeDefined();
    const cardsOf = async <T, K extends string>(list: ListDefinition<T, K, Record<string, ListSelect>>) => {
      const page = await queryList(db, list, { q: "" }, 1, day);
      expect(page.matching, list.table).toBeGreaterThan(0);
      for (const card of Object.values<number>(page.cards)) expect(Number.isFinite(card), list.table).toBe(true);
    };
    const lists = exportableLists;
    await cardsOf(lists.contacts);
    await cardsOf(lists.leads);
    await cardsOf(lists.opportunities);
    await cardsOf(lists.invoices);
    await cardsOf(lists.affiliates);
    await cardsOf(lists.commissions);
    await cardsOf(lists.campaigns);
    const social = await queryList(db, exportableLists.social, { q: "" }, 1, day);
    expect(social.cards.totalEngagement).toBe(posts * 3 * NUMBER_LIMITS.count.max);
  });

  it("reads a post whose stored figure is no number (written by hand) as nothing, never failing the dashboard", async () => {
    const [post] = await db.selectFrom("social_posts").select("id").limit(1).execute();
    // The range constraint is lifted for the old row, as a row stored before it would be.
    await sql`alter table social_posts drop constraint social_posts_engagement_data_likes_range`.execute(db);
    try {
      await sql`update social_posts set engagement_data = jsonb_set(engagement_data, '{likes}', '"a lot"') where id = ${post!.id}`.execute(
        db,
      );
      const metrics = await dashboardMetrics(db, today(), () => true);
      expect(metrics.socialEngagement?.value).toBe(posts * 3 * NUMBER_LIMITS.count.max - NUMBER_LIMITS.count.max);
    } finally {
      await sql`update social_posts set engagement_data = jsonb_set(engagement_data, '{likes}', '0') where id = ${post!.id}`.execute(
        db,
      );
    }
  });
});
