import { CreditCard } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { useActionErrorText, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";

/**
 * "Process Payment" on a Pending commission: asks first, showing the amount (with JavaScript), then
 * posts to the commissions list, which records the payment. A refusal (paid meanwhile from another page, Demo Mode) shows on this commission's
 * card, with or without its button.
 */
export function ProcessPaymentForm({
  id,
  pending,
  confirmation,
}: {
  id: string;
  pending: boolean;
  confirmation: string;
}) {
  const t = useT("admin");
  const errorText = useActionErrorText();
  const mayChange = useMayChange();
  const navigation = useNavigation();
  const result = useActionData<RecordActionResult>();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  const refused = result && !result.ok && result.values?.id === id ? Object.values(result.errors)[0] : undefined;
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
        if (!window.confirm(confirmation)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass("primary", "md", "w-full")} disabled={busy}>
        <CreditCard aria-hidden="true" className="size-4" />
        {t("commissions.processPayment")}
      </button>
      {message}
    </Form>
  );
}
