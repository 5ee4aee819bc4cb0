import { useId } from "react";
import { Form } from "react-router";
import { openStages } from "~/entities/opportunity/rules";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { useT } from "~/i18n/language";
import { Labelled } from "~/admin-kit/records/form-field";
import { SubmitRow, useBusy, useMayChange } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";

/**
 * A closed opportunity goes back to an open stage when it was closed by mistake; the reason is
 * required and kept in its history. Works without JavaScript.
 */
export function ReopenForm({ result }: { result: RecordActionResult | undefined }) {
  const t = useT("admin");
  const mayChange = useMayChange();
  const id = useId();
  const busy = useBusy("reopen");
  const typed = result && !result.ok && result.form === "reopen" ? result.values : undefined;
  if (!mayChange) return null;
  return (
    <Form method="post" className="space-y-2" aria-label={t("actions.opportunity.reopen")}>
      <input type="hidden" name="intent" value="reopen" />
      <p className="text-sm text-slate-600">{t("actions.opportunity.closed")}</p>
      <Labelled
        id={`${id}-stage`}
        label={t("actions.opportunity.reopenStage")}
        look="panel"
        control={(control) => (
          <select {...control} name="stage" defaultValue={typed?.stage ?? "Negotiation"}>
            {openStages.map((stage) => (
              <option key={stage} value={stage}>
                {t(`status.stage.${stage}`)}
              </option>
            ))}
          </select>
        )}
      />
      <Labelled
        id={`${id}-reason`}
        label={t("actions.opportunity.reason")}
        look="panel"
        describedBy={`${id}-message`}
        control={(control) => (
          <textarea
            {...control}
            name="reason"
            rows={2}
            maxLength={TEXT_LIMITS.note}
            defaultValue={typed?.reason ?? ""}
          />
        )}
      />
      <SubmitRow
        result={result}
        intent="reopen"
        id={`${id}-message`}
        label={t("actions.opportunity.reopen")}
        busy={busy}
      />
    </Form>
  );
}
