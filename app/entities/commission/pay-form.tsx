import { CreditCard } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { useActionErrorText, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { useId } from "react";
import { FormField } from "~/admin-kit/records/form-field";
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
        <FormField
          id={`${fieldId}-day`}
          label={t("commissions.paymentDate")}
          look="panel"
          name="paidOn"
          type="date"
          required
          defaultValue={returned?.values?.paidOn ?? officeDay(new Date())}
        />
        <FormField
          id={`${fieldId}-reference`}
          label={t("commissions.paymentReference")}
          look="panel"
          name="reference"
          maxLength={TEXT_LIMITS.paymentReference}
          autoComplete="off"
          defaultValue={returned?.values?.reference ?? ""}
        />
      </div>
      <button type="submit" className={buttonClass("primary", "md", "w-full")} disabled={busy}>
        <CreditCard aria-hidden="true" className="size-4" />
        {t("commissions.processPayment")}
      </button>
      {message}
    </Form>
  );
}
