import { z } from "~/lib/zod";
import { storedNumber } from "../number-fields";
import { parkingSystemIds } from "~/content/parking-systems/types";

/** Building blocks shared by the admin entities. */

/** A calendar day, YYYY-MM-DD. */
export const isoDate = z.iso.date();
/** A moment, ISO 8601 with a zone (social posts are scheduled to the minute). */
export const isoDateTime = z.iso.datetime({ offset: true });
/** A sum of money in euros, cents at most: a total over records (no typed range bounds it). */
export const money = z.number().nonnegative().multipleOf(0.01);
/** The stored numbers staff type, each within its range (app/domain/number-limits.ts). */
export const amount = storedNumber("amount");
export const percent = storedNumber("rate");
export const wholePercent = storedNumber("wholePercent");
export const count = storedNumber("count");

/** Every amount in the back-office is in euros. */
export const CURRENCY = "EUR" as const;

/** The parking system families the company sells: the nine of the shared system table. */
export const systemTypes = parkingSystemIds;
export const systemType = z.enum(systemTypes);
export type SystemType = (typeof systemTypes)[number];

/** Where a contact or lead came from. */
export const leadSources = ["website", "referral", "tradeShow", "linkedin", "phone", "partner", "tender"] as const;
export const leadSource = z.enum(leadSources);
export type LeadSource = (typeof leadSources)[number];
