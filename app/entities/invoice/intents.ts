import { z } from "~/lib/zod";
import { noteInput } from "~/domain/admin/form-inputs";
import { paymentInput, reversalInput } from "./payments";

/**
 * What staff may post to a live invoice, one shape per intent. The messages are keys of the admin
 * translations (`actions.errors.*`), shown next to the form that was sent.
 */
export const invoiceActionSchema = z.discriminatedUnion("intent", [
  paymentInput.extend({ intent: z.literal("payment") }),
  reversalInput.extend({ intent: z.literal("reversePayment") }),
  z.object({ intent: z.literal("sent") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("note"), note: noteInput }),
]);
