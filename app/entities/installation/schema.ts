import { z } from "~/lib/zod";
import { storedText } from "~/domain/fields";
import { isoDate, systemType } from "~/domain/admin/schema";
import { storedNumber } from "~/domain/number-fields";
import { CONTACT_ID_PATTERN } from "../contact/schema";

/** How often an installation is serviced, in months: the intervals maintenance contracts offer. */
export const maintenanceIntervals = ["3", "6", "12"] as const;
export type MaintenanceInterval = (typeof maintenanceIntervals)[number];

/**
 * A parking system the company installed: for whom (a customer, and the contact it is filed under,
 * if any), where, which system of the parking-system table and how many spaces, when it was handed
 * over, until when the warranty runs, how often it is serviced and when the next visit is due.
 */
export const installationSchema = z.object({
  id: z.string().regex(/^INS-\d{4}-\d{3,}$/),
  customer: storedText("company").min(1),
  contactId: z.string().regex(CONTACT_ID_PATTERN).nullable(),
  siteAddress: storedText("address").min(1),
  systemType,
  spaces: storedNumber("spaces"),
  handoverDate: isoDate,
  warrantyEnd: isoDate,
  maintenanceMonths: z.enum(maintenanceIntervals),
  nextVisit: isoDate.nullable(),
  notes: storedText("message"),
  createdAt: isoDate,
});
export type Installation = z.infer<typeof installationSchema>;
