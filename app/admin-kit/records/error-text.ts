import { INVOICE_MAX, MAX_INVOICE_LINES, NUMBER_LIMITS } from "~/domain/number-limits";
import { interpolate } from "~/i18n/translate";

/** What the staff forms' messages are filled with: a number's message says its field's range. */
export function errorPlaceholders(number: (value: number) => string) {
  return {
    maxAmount: number(NUMBER_LIMITS.amount.max),
    maxCount: number(NUMBER_LIMITS.count.max),
    maxSpaces: number(NUMBER_LIMITS.spaces.max),
    maxQuantity: number(NUMBER_LIMITS.quantity.max),
    maxUnitPrice: number(NUMBER_LIMITS.unitPrice.max),
    maxLine: number(INVOICE_MAX.line),
    maxLines: MAX_INVOICE_LINES,
  };
}

/** A staff form's message as shown, its ranges filled in. */
export function errorText(message: string, number: (value: number) => string): string {
  return interpolate(message, errorPlaceholders(number));
}
