import { CreditCard } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { useActionErrorText, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { useId } from "react";
import { inputClass } from "~/components/ui/field";
import { officeDay } from "~/domain/admin/dates";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { useAdminFormat } from "~/admin-kit/format";
import { formValues } from "~/admin-kit/records/form-values";

/**
 * "Process Payment" on a Pending commission: the day it was paid (today unless changed) and the
 * payment's reference; asks first, showing the amount and the day (with JavaScript), then posts to
 * the commissions list, which records the payment. A refusal (paid meanwhile from another page,
 * Demo Mode, a day to come) shows on this commission's card, with or without its button.
 */
export function ProcessPaymentForm({ id, pending, amount }: { id: string; pending: boolean; amount: number }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const fieldId = useId();
  const errorText = useActionErrorText();
  const mayChange = useMayChange();
  const navigation = useNavigation();
  const result = useActionData<RecordActionResult>();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  const returned = result && !result.ok && result.values?.id === id ? result : undefined;
  const refused = returned ? Object.values(returned.errors)[0] : undefined;
  const message = refused ? (
    <p role="alert" className="text-sm text-red-700">
      {errorText(refused)}
    </p>
  ) : null;
  if (!mayChange || !pending) return message;
  return (
    <Form
      method="post"
      className="space-y-2"
      onSubmit={(event) => {
        const day = formValues(event.currentTarget).paidOn ?? "";
        const question = t("commissions.confirmPayment", { amount: format.money(amount), date: format.date(day) });
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="id" value={id} />
      <div className="grid grid-cols-2 gap-2">
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${fieldId}-day`} className="block text-xs font-medium text-slate-700">
            {t("commissions.paymentDate")}
          </label>
          <input
            id={`${fieldId}-day`}
            name="paidOn"
            type="date"
            required
            defaultValue={returned?.values?.paidOn ?? officeDay(new Date())}
            className={inputClass}
          />
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${fieldId}-reference`} className="block text-xs font-medium text-slate-700">
            {t("commissions.paymentReference")}
          </label>
          <input
            id={`${fieldId}-reference`}
            name="reference"
            maxLength={TEXT_LIMITS.paymentReference}
            autoComplete="off"
            defaultValue={returned?.values?.reference ?? ""}
            className={inputClass}
          />
        </div>
      </div>
      <button type="submit" className={buttonClass("primary", "md", "w-full")} disabled={busy}>
        <CreditCard aria-hidden="true" className="size-4" />
        {t("commissions.processPayment")}
      </button>
      {message}
    </Form>
  );
}
