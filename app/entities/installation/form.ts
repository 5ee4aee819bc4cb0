import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { numberInputLength } from "~/domain/number-limits";
import { typedNumber } from "~/domain/number-fields";
import { choice, day, longText, optional, requiredLine } from "~/domain/admin/form-inputs";
import { systemTypes } from "~/domain/admin/schema";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import { CONTACT_ID_LENGTH, CONTACT_ID_PATTERN } from "../contact/schema";
import { maintenanceIntervals, type Installation } from "./schema";

/**
 * An installation as staff record it at handover and keep it up to date: the customer (and the
 * contact it is filed under, if any), the site, the system and its spaces, the warranty and the
 * maintenance plan. The warranty cannot end before the handover, nor the next visit come before it.
 */
export const installationFormSchema = z
  .object({
    customer: requiredLine("company"),
    contactId: optional(z.string().trim().toUpperCase().regex(CONTACT_ID_PATTERN, "contactNotFound")),
    siteAddress: longText(TEXT_LIMITS.address).pipe(z.string().min(1, "required")),
    systemType: choice(systemTypes),
    spaces: typedNumber("spaces", "invalidSpaces"),
    handoverDate: day,
    warrantyEnd: day,
    maintenanceMonths: choice(maintenanceIntervals),
    nextVisit: optional(day),
    notes: longText(TEXT_LIMITS.message),
  })
  .refine((i) => i.warrantyEnd >= i.handoverDate, { path: ["warrantyEnd"], message: "warrantyBeforeHandover" })
  .refine((i) => !i.nextVisit || i.nextVisit >= i.handoverDate, {
    path: ["nextVisit"],
    message: "visitBeforeHandover",
  });
export type InstallationForm = z.infer<typeof installationFormSchema>;

export function installationFields(t: TFn<"admin">): FieldSpec[] {
  return [
    {
      name: "customer",
      label: t("installations.customer"),
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.company,
    },
    {
      name: "contactId",
      label: t("installations.contact"),
      kind: "text",
      maxLength: CONTACT_ID_LENGTH,
      hint: t("installations.contactHint"),
    },
    {
      name: "siteAddress",
      label: t("installations.site"),
      kind: "textarea",
      rows: 2,
      required: true,
      maxLength: TEXT_LIMITS.address,
    },
    selectField("systemType", t("installations.system"), systemTypes, { optionLabel: (s) => t(`systemType.${s}`) }),
    {
      name: "spaces",
      label: t("installations.spaces"),
      kind: "number",
      inputMode: "numeric",
      required: true,
      maxLength: numberInputLength("spaces"),
    },
    { name: "handoverDate", label: t("installations.handover"), kind: "date", required: true },
    { name: "warrantyEnd", label: t("installations.warrantyEnd"), kind: "date", required: true },
    selectField("maintenanceMonths", t("installations.maintenance"), maintenanceIntervals, {
      optionLabel: (months) => t("installations.every", { months }),
    }),
    { name: "nextVisit", label: t("installations.nextVisit"), kind: "date" },
    { name: "notes", label: t("installations.notes"), kind: "textarea", maxLength: TEXT_LIMITS.message },
  ];
}

/** A new installation's inputs: handed over today, two years' warranty, serviced twice a year. */
export function newInstallationValues(today: string): Record<string, string> {
  const [year, month, date] = today.split("-").map(Number);
  // Two years on (29 February two years on is 1 March).
  const warranty = new Date(Date.UTC(year! + 2, month! - 1, date)).toISOString().slice(0, 10);
  return { handoverDate: today, warrantyEnd: warranty, maintenanceMonths: "6", systemType: "duplicator" };
}

export function installationFormValues(i: Installation): Record<string, string> {
  return {
    customer: i.customer,
    contactId: i.contactId ?? "",
    siteAddress: i.siteAddress,
    systemType: i.systemType,
    spaces: String(i.spaces),
    handoverDate: i.handoverDate,
    warrantyEnd: i.warrantyEnd,
    maintenanceMonths: i.maintenanceMonths,
    nextVisit: i.nextVisit ?? "",
    notes: i.notes,
  };
}
