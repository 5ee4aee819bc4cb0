import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { openStages } from "~/entities/opportunity/rules";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { ActionMessage, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";

/**
 * A closed opportunity goes back to an open stage when it was closed by mistake; the reason is
 * required and kept in its history. Works without JavaScript.
 */
export function ReopenForm({ result }: { result: RecordActionResult | undefined }) {
  const t = useT("admin");
  const mayChange = useMayChange();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reopen";
  const typed = result && !result.ok && result.form === "reopen" ? result.values : undefined;
  if (!mayChange) return null;
  return (
    <Form method="post" className="space-y-2" aria-label={t("actions.opportunity.reopen")}>
      <input type="hidden" name="intent" value="reopen" />
      <p className="text-sm text-slate-600">{t("actions.opportunity.closed")}</p>
      <label htmlFor={`${id}-stage`} className="block text-xs font-semibold text-slate-600">
        {t("actions.opportunity.reopenStage")}
      </label>
      <select id={`${id}-stage`} name="stage" defaultValue={typed?.stage ?? "Negotiation"} className={inputClass}>
        {openStages.map((stage) => (
          <option key={stage} value={stage}>
            {t(`status.stage.${stage}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-reason`} className="block text-xs font-semibold text-slate-600">
        {t("actions.opportunity.reason")}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={2}
        maxLength={TEXT_LIMITS.note}
        defaultValue={typed?.reason ?? ""}
        className={inputClass}
        aria-describedby={`${id}-message`}
      />
      <div className="flex items-center justify-between gap-3">
        <ActionMessage result={result} intent="reopen" id={`${id}-message`} />
        <button type="submit" className={buttonClass("outline", "sm", "ml-auto shrink-0")} disabled={busy}>
          {t("actions.opportunity.reopen")}
        </button>
      </div>
    </Form>
  );
}
