import { Form } from "react-router";
import { useT } from "~/i18n/language";
import { languages } from "~/i18n/types";
import { useSpecFields } from "~/admin-kit/records/record-form";
import { SubmitRow, useBusy, useMayChange } from "~/admin-kit/records/record-ui";
import { Panel } from "~/admin-kit/ui/panels";
import { selectField } from "~/admin-kit/ui/field-specs";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { TEXT_LIMITS } from "~/domain/fields";
import { contactLanguage, contactMailTemplates } from "./email";

/**
 * "Send an e-mail" on a contact's page: a template, the language the contact reads (Romanian for
 * a contact in Romania at first) and the message; the server writes the rest, sends it and keeps it
 * in the history. Works without JavaScript; a refused post keeps what was typed.
 */
export function ContactEmailForm({
  email,
  country,
  result,
}: {
  email: string;
  /** The contact's country: Romanian for a contact in Romania, English otherwise, until changed. */
  country: string;
  result: RecordActionResult | undefined;
}) {
  const t = useT("admin");
  const mayChange = useMayChange();
  const busy = useBusy("email");
  const { field, id } = useSpecFields(result, "email", { language: contactLanguage(country) });
  if (!mayChange) return null;
  const sent = result?.ok && result.form === "email";
  return (
    <Panel title={t("actions.contact.email")}>
      {email ? (
        <Form
          method="post"
          noValidate
          className="space-y-3"
          key={sent ? Math.random() : "email"}
          aria-label={t("actions.contact.email")}
        >
          <input type="hidden" name="intent" value="email" />
          <p className="text-xs text-slate-600">{t("actions.contact.emailHint")}</p>
          {field(
            selectField("template", t("actions.contact.emailTemplate"), contactMailTemplates, {
              optionLabel: (template) => t(`contactMail.templates.${template}.label`),
            }),
          )}
          {field(
            selectField("language", t("actions.contact.emailLanguage"), languages, {
              optionLabel: (language) => t(`invoicePdf.language.${language}`),
            }),
          )}
          {field({
            name: "message",
            label: t("actions.contact.emailMessage"),
            kind: "textarea",
            rows: 5,
            required: true,
            maxLength: TEXT_LIMITS.note,
            hint: t("actions.contact.emailMessageHint"),
          })}
          <SubmitRow
            // A refused field says so under itself; here only what concerns the whole form.
            result={result && (result.ok || result.errors.form !== undefined) ? result : undefined}
            intent="email"
            id={`${id}-message`}
            label={t("actions.contact.emailSend")}
            busy={busy}
            done={t("actions.contact.emailSent")}
          />
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t("actions.errors.noEmailAddress")}</p>
      )}
    </Panel>
  );
}
