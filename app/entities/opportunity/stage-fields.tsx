import { useId, useState } from "react";
import { Form, useActionData } from "react-router";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { SubmitRow, useBusy, useMayChange } from "~/admin-kit/records/record-ui";
import { useT } from "~/i18n/language";
import { inputClass } from "~/components/ui/field";
import { LOST } from "./rules";
import { lossReasons, opportunityStages, type OpportunityStage } from "./schema";

/**
 * The inputs of a stage move: the stage, and once Closed Lost is chosen, why the deal was lost
 * (required). Without JavaScript the reason appears when the server answers that one is needed,
 * since the answer brings back the stage that was chosen.
 */
export function StageFields({
  id,
  current,
  typed,
  stageLabel,
  describedBy,
}: {
  id: string;
  /** The deal's stage now. */
  current: OpportunityStage;
  /** What was posted, when the server refused it. */
  typed?: { stage?: string; lossReason?: string };
  /** The stage select's label; hidden from sight when the form's own title says it. */
  stageLabel: { text: string; visible: boolean };
  describedBy?: string;
}) {
  const t = useT("admin");
  const [stage, setStage] = useState<string>(typed?.stage ?? current);
  return (
    <>
      <label
        htmlFor={`${id}-stage`}
        className={stageLabel.visible ? "block text-xs font-semibold text-slate-600" : "sr-only"}
      >
        {stageLabel.text}
      </label>
      <select
        id={`${id}-stage`}
        name="stage"
        value={stage}
        onChange={(event) => setStage(event.target.value)}
        className={inputClass}
        aria-describedby={describedBy}
      >
        {opportunityStages.map((s) => (
          <option key={s} value={s}>
            {t(`status.stage.${s}`)}
          </option>
        ))}
      </select>
      {stage === LOST ? (
        <>
          <label htmlFor={`${id}-loss`} className="block text-xs font-semibold text-slate-600">
            {t("actions.opportunity.lossReason")}
          </label>
          <select
            id={`${id}-loss`}
            name="lossReason"
            defaultValue={typed?.lossReason ?? ""}
            required
            className={inputClass}
            aria-describedby={describedBy}
          >
            <option value="">{t("actions.opportunity.chooseLossReason")}</option>
            {lossReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`status.lossReason.${reason}`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </>
  );
}

/** The record page's stage move: the stage (and why, when lost) and its button; works without JavaScript. */
export function StageForm({ current }: { current: OpportunityStage }) {
  const t = useT("admin");
  const result = useActionData<RecordActionResult>();
  const mayChange = useMayChange();
  const id = useId();
  const busy = useBusy("stage");
  const typed = result && !result.ok && result.form === "stage" ? result.values : undefined;
  if (!mayChange) return null;
  return (
    <Form method="post" className="space-y-1" aria-label={t("actions.opportunity.stage")}>
      <input type="hidden" name="intent" value="stage" />
      <StageFields
        key={`${current}-${typed?.stage}-${typed?.lossReason}`}
        id={id}
        current={current}
        typed={typed}
        stageLabel={{ text: t("actions.opportunity.stage"), visible: true }}
        describedBy={`${id}-message`}
      />
      <SubmitRow
        result={result}
        intent="stage"
        id={`${id}-message`}
        label={t("actions.opportunity.move")}
        busy={busy}
      />
    </Form>
  );
}
