import { useId } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { readNumber, numberInputLength } from "~/domain/number-limits";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { useAdminFormat } from "~/admin-kit/format";
import { useSpecFields } from "~/admin-kit/records/record-form";
import { Labelled } from "~/admin-kit/records/form-field";
import { ActionMessage, Detail, useActionErrorText } from "~/admin-kit/records/record-ui";
import { Panel } from "~/admin-kit/ui/panels";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { paymentMethods, type InvoicePayment } from "./payments";
import { formValues } from "~/admin-kit/records/form-values";

/**
 * An invoice's payments: each with its day, amount, method and reference (a reversed one says
 * when, by whom and why), what was paid so far and what is still owed; for staff who may change
 * it, the form that records a payment (asking first, with the amount typed) and, beside each
 * payment, the form that reverses it with a reason.
 */
export function PaymentsPanel({
  payments,
  paid,
  credited,
  owed,
  refund,
  today,
  mayRecord,
  mayReverse,
  result,
}: {
  payments: InvoicePayment[];
  paid: number;
  /** What its credit notes took off it, with their VAT. */
  credited: number;
  /** What was paid beyond what is owed after its credit notes, to give back to the client. */
  refund: number;
  owed: number;
  today: string;
  /** Whether a payment can be recorded (the invoice is issued and owed, the administrator may change it). */
  mayRecord: boolean;
  mayReverse: boolean;
  result: RecordActionResult | undefined;
}) {
  const t = useT("admin");
  const format = useAdminFormat();
  return (
    <Panel title={t("actions.invoice.paymentsTitle")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Detail label={t("actions.invoice.paidSoFar")} testId="paid-so-far">
          {format.money(paid)}
        </Detail>
        <Detail label={t("actions.invoice.credited")} testId="credited">
          {format.money(credited)}
        </Detail>
        <Detail label={t("actions.invoice.outstanding")} testId="outstanding">
          {format.money(owed)}
        </Detail>
        {refund > 0 ? (
          <Detail label={t("actions.invoice.refundDue")} testId="refund-due">
            {format.money(refund)}
          </Detail>
        ) : null}
      </dl>
      {payments.length ? (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" data-testid="payments">
          {payments.map((payment) => (
            <li key={payment.id} className="space-y-1 py-2">
              <p className={payment.reversedAt ? "text-slate-500 line-through" : "text-slate-900"}>
                <span className="font-semibold">{format.money(payment.amount)}</span> · {format.date(payment.paidOn)} ·{" "}
                {t(`actions.invoice.paymentMethodOption.${payment.method}`)}
                {payment.reference ? ` · ${payment.reference}` : ""}
              </p>
              {payment.reversedAt ? (
                <p className="text-xs text-slate-600">
                  {t("actions.invoice.reversed", {
                    date: format.date(payment.reversedAt),
                    name: payment.reversedBy ?? "",
                    reason: payment.reversalReason ?? "",
                  })}
                </p>
              ) : mayReverse ? (
                <ReverseForm payment={payment} result={result} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("actions.invoice.noPayments")}</p>
      )}
      {mayRecord ? <RecordPaymentForm owed={owed} today={today} result={result} /> : null}
    </Panel>
  );
}

/** The form that records a payment: the day (today), the amount (what is owed), the method and its reference. */
function RecordPaymentForm({
  owed,
  today,
  result,
}: {
  owed: number;
  today: string;
  result: RecordActionResult | undefined;
}) {
  const t = useT("admin");
  const format = useAdminFormat();
  const { returned, field } = useSpecFields(result, "payment");
  return (
    <Form
      method="post"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      aria-label={t("actions.invoice.recordPayment")}
      // A recorded payment starts the form again from what is now owed.
      key={result?.ok && result.form === "payment" ? `paid-${owed}` : "payment"}
      onSubmit={(event) => {
        // Money moves: staff see the amount typed and its day before it is recorded.
        const typed = formValues(event.currentTarget);
        const amount = readNumber("payment", typed.amount ?? "");
        const day = typed.paidOn ?? "";
        if (amount === null) return;
        const question = t("actions.invoice.confirmPayment", { amount: format.money(amount), date: format.date(day) });
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="payment" />
      <h3 className="text-sm font-semibold text-slate-900">{t("actions.invoice.recordPayment")}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {field({ name: "paidOn", label: t("actions.invoice.paymentDate"), kind: "date", required: true }, today)}
        {field(
          {
            name: "amount",
            label: t("actions.invoice.paymentAmount"),
            kind: "number",
            inputMode: "decimal",
            required: true,
            maxLength: numberInputLength("payment"),
          },
          owed.toFixed(2),
        )}
        {field(
          {
            name: "method",
            label: t("actions.invoice.paymentMethod"),
            kind: "select",
            options: paymentMethods.map((method) => ({
              value: method,
              label: t(`actions.invoice.paymentMethodOption.${method}`),
            })),
          },
          "bankTransfer",
        )}
        {field({
          name: "reference",
          label: t("actions.invoice.paymentReference"),
          kind: "text",
          maxLength: TEXT_LIMITS.paymentReference,
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")}>
          {t("actions.invoice.recordPayment")}
        </button>
        <ActionMessage result={returned?.errors.form ? returned : result?.ok ? result : undefined} intent="payment" />
      </div>
    </Form>
  );
}

/** Reverses one payment, with the reason; asks first, with its amount. */
function ReverseForm({ payment, result }: { payment: InvoicePayment; result: RecordActionResult | undefined }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const errorText = useActionErrorText();
  const id = useId();
  const returned =
    result && !result.ok && result.form === "reversePayment" && result.values?.paymentId === String(payment.id)
      ? result
      : undefined;
  const reasonError = returned?.errors.reason ? errorText(returned.errors.reason) : undefined;
  return (
    <details className="text-sm" open={returned ? true : undefined}>
      <summary className="cursor-pointer text-xs font-medium text-red-700">
        {t("actions.invoice.reversePayment")}
      </summary>
      <Form
        method="post"
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          const question = t("actions.invoice.confirmReverse", { amount: format.money(payment.amount) });
          if (!window.confirm(question)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="reversePayment" />
        <input type="hidden" name="paymentId" value={payment.id} />
        <Labelled
          id={id}
          label={t("actions.invoice.reversalReason")}
          look="panel"
          error={reasonError}
          control={(control) => (
            <textarea
              {...control}
              name="reason"
              rows={2}
              maxLength={TEXT_LIMITS.note}
              defaultValue={returned?.values?.reason ?? ""}
            />
          )}
        />
        <button type="submit" className={buttonClass("outline", "sm", "border-red-300 text-red-700 hover:bg-red-50")}>
          {t("actions.invoice.reversePayment")}
        </button>
        {returned && !returned.errors.reason ? <ActionMessage result={returned} intent="reversePayment" /> : null}
      </Form>
    </details>
  );
}
