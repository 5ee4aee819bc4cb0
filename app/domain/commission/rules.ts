import { filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import type { Commission, CommissionStatus } from "./schema";

export const commissionStatusTone: Record<CommissionStatus, Tone> = {
  Paid: "green",
  Pending: "yellow",
  Processing: "blue",
  Overdue: "red",
};

/** "Process Payment" shows only on Pending commissions. */
export function canProcessPayment(commission: { status: CommissionStatus }): boolean {
  return commission.status === "Pending";
}

/** The commissions search looks at affiliate name, code and invoice number. */
export const commissionSearchFields = [
  "affiliateName",
  "affiliateCode",
  "invoiceNumber",
] as const satisfies readonly (keyof Commission)[];

export const commissionSelects = { status: "status" } as const;

export function filterCommissions(
  commissions: readonly Commission[],
  filter: { q?: string; status?: string },
): Commission[] {
  return filterList(commissions, commissionSearchFields, commissionSelects, filter);
}

/** Pending on the cards is Pending plus Processing. */
export function commissionCards(commissions: readonly Commission[]) {
  const total = (statuses: readonly CommissionStatus[]) =>
    sum(
      commissions.filter((c) => statuses.includes(c.status)),
      (c) => c.commissionAmount,
    );
  return {
    total: sum(commissions, (c) => c.commissionAmount),
    paid: total(["Paid"]),
    pending: total(["Pending", "Processing"]),
    overdue: total(["Overdue"]),
  };
}
export type CommissionCards = ReturnType<typeof commissionCards>;
