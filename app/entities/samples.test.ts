import { describe, expect, it } from "vitest";
import type { z } from "~/lib/zod";
import { activitySample } from "../admin-kit/activity/sample";
import { activitySchema } from "../admin-kit/activity/schema";
import { affiliateSample } from "./affiliate/sample";
import { affiliateSchema } from "./affiliate/schema";
import { campaignSample } from "./campaign/sample";
import { campaignSchema } from "./campaign/schema";
import { commissionSample } from "./commission/sample";
import { commissionSchema } from "./commission/schema";
import { contactSample } from "./contact/sample";
import { contactSchema } from "./contact/schema";
import { invoiceSample } from "./invoice/sample";
import { invoiceSchema } from "./invoice/schema";
import { leadSample } from "./lead/sample";
import { leadSchema } from "./lead/schema";
import { opportunitySample } from "./opportunity/sample";
import { opportunitySchema } from "./opportunity/schema";
import { socialPostSample } from "./social-post/sample";
import { socialPostSchema } from "./social-post/schema";

/** Every entity's Demo Mode records: how many, each valid against its schema, each with an id of its own. */
const samples: [name: string, records: readonly { id: string }[], schema: z.ZodType, count: number][] = [
  ["activities", activitySample, activitySchema, 12],
  ["affiliates", affiliateSample, affiliateSchema, 8],
  ["campaigns", campaignSample, campaignSchema, 8],
  ["commissions", commissionSample, commissionSchema, 10],
  ["contacts", contactSample, contactSchema, 12],
  ["invoices", invoiceSample, invoiceSchema, 16],
  ["leads", leadSample, leadSchema, 12],
  ["opportunities", opportunitySample, opportunitySchema, 10],
  ["social posts", socialPostSample, socialPostSchema, 10],
];

describe.each(samples)("the sample %s", (_name, records, schema, count) => {
  it(`has ${count}, each valid against the schema, with unique ids`, () => {
    expect(records).toHaveLength(count);
    const failures = records.flatMap((record) => {
      const result = schema.safeParse(record);
      return result.success
        ? []
        : result.error.issues.map((issue) => `${record.id} ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    });
    expect(failures).toEqual([]);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
  });
});
