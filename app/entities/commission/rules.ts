import type { Tone } from "../../domain/admin/tone";
import type { CommissionStatus } from "./schema";

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
