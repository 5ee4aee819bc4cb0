import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { amount, isoDate, percent } from "../../domain/admin/schema";
import { INVOICE_NUMBER_PATTERN } from "../invoice/schema";

/** Commission statuses, defined once. */
export const commissionStatuses = ["Paid", "Pending", "Processing", "Overdue"] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/**
 * An affiliate code on a commission: the samples' AFR-NNN, or the affiliate's own code (ABC2024)
 * on a commission earned by a won opportunity.
 */
export const COMMISSION_AFFILIATE_CODE_PATTERN = /^(AFR-\d{3,}|[A-Z]{3}\d{4})$/;

export const commissionSchema = z
  .object({
    id: z.string().regex(/^COM-\d{4}-\d{3,}$/),
    affiliateCode: z.string().regex(COMMISSION_AFFILIATE_CODE_PATTERN),
    affiliateName: z.string().min(1).max(160),
    /** None on a commission earned by a won opportunity (its description names the opportunity). */
    invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN).nullable(),
    saleAmount: amount,
    commissionRate: percent,
    commissionAmount: amount,
    status: z.enum(commissionStatuses),
    paidDate: isoDate.nullable(),
    /** The reference of the payment that paid it (a bank transfer's number); empty until paid. */
    paymentReference: z.string().max(TEXT_LIMITS.paymentReference),
    createdAt: isoDate,
    description: z.string().max(500),
  })
  .refine((c) => Math.abs(c.commissionAmount - (c.saleAmount * c.commissionRate) / 100) < 0.01, {
    message: "Commission must be the sale amount times the rate",
    path: ["commissionAmount"],
  })
  .refine((c) => (c.status === "Paid") === (c.paidDate !== null), {
    message: "A paid date goes with the Paid status, and only with it",
    path: ["paidDate"],
  });
export type Commission = z.infer<typeof commissionSchema>;
