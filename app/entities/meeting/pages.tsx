import { useActionData } from "react-router";
import { useT } from "~/i18n/language";
import { useAdminFormat } from "~/admin-kit/format";
import { Detail, RecordLink } from "~/admin-kit/records/record-ui";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { DetailsPanel } from "~/admin-kit/ui/details-panel";
import { IntentForm } from "~/admin-kit/records/intent-form";
import { NewRecordFormPage } from "~/admin-kit/records/new-record-page";
import { RecordPage } from "~/admin-kit/records/record-page";
import { listPage, useNewRecordData, useRecordPage, type EntityPagesUi } from "~/admin-kit/records/pages";
import type { FoundRecord, NewRecordData } from "~/admin-kit/records/pages.server";
import { useStaff } from "../staff/names";
import { RELATED_SCREEN } from "../related/schema";
import { meetingFields, meetingFormValues, newMeetingValues } from "./form";
import type { meetingPages } from "./pages.server";
import { meetingView } from "./view";
import { MeetingStatusBadge, meetingCard } from "./card";

/** A meeting scheduled by hand, or from a record's page (which names the contact and the record). */
function NewMeeting() {
  const loaderData = useNewRecordData<NewRecordData<typeof meetingPages>>();
  const t = useT("admin");
  const staff = useStaff();
  return (
    <NewRecordFormPage
      fields={meetingFields(t, staff)}
      values={newMeetingValues(loaderData.today, loaderData.organiser, loaderData.contact, loaderData.related)}
    />
  );
}

function MeetingPage() {
  const t = useT("admin");
  const format = useAdminFormat();
  const staff = useStaff();
  const result = useActionData<RecordActionResult>();
  const { record: m } = useRecordPage<FoundRecord<typeof meetingPages>>();
  const scheduled = m.status === "Scheduled";
  return (
    <RecordPage
      subtitle={m.id}
      badges={<MeetingStatusBadge status={m.status} />}
      details={
        <DetailsPanel title={t("meetings.details")} texts={[m.notes]}>
          <Detail label={t("meetings.mail.when")} testId="meeting-when">
            {`${format.dateTime(m.startsAt)} – ${format.dateTime(m.endsAt)}`}
          </Detail>
          <Detail label={t("meetings.fields.location")}>
            {/^https?:\/\//.test(m.location) ? (
              <a
                href={m.location}
                className="break-all text-brand-700 hover:underline"
                rel="noreferrer"
                target="_blank"
              >
                {m.location}
              </a>
            ) : (
              m.location || "—"
            )}
          </Detail>
          <Detail label={t("meetings.attendees")} testId="meeting-attendees">
            {m.attendees.length ? (
              <ul className="space-y-1">
                {m.attendees.map((a) => (
                  <li key={a.email} className="break-words">
                    {a.name} <span className="text-slate-600">&lt;{a.email}&gt;</span>
                  </li>
                ))}
              </ul>
            ) : (
              "—"
            )}
          </Detail>
          {m.contactIds.length ? (
            <Detail label={t("meetings.fields.contacts")}>
              <span className="flex flex-wrap gap-2">
                {m.contactIds.map((id) => (
                  <RecordLink key={id} screen="contacts" id={id} />
                ))}
              </span>
            </Detail>
          ) : null}
          {m.relatedKind && m.relatedId ? (
            <Detail label={t("meetings.fields.related")}>
              <RecordLink screen={RELATED_SCREEN[m.relatedKind]} id={m.relatedId} />
              {m.relatedName ? <span className="ml-2 text-slate-600">{m.relatedName}</span> : null}
            </Detail>
          ) : null}
        </DetailsPanel>
      }
      edit={scheduled ? { fields: meetingFields(t, staff), values: meetingFormValues(m) } : undefined}
      actions={
        scheduled ? (
          <IntentForm
            result={result}
            intent="cancel"
            label={t("meetings.cancel")}
            confirmation={t("meetings.confirmCancel")}
          />
        ) : null
      }
    />
  );
}

/** The meeting screens in the browser: the list, the form that schedules one, and a meeting's page. */
export const meetingPagesUi: EntityPagesUi = {
  List: listPage(meetingView, meetingCard),
  New: NewMeeting,
  Record: MeetingPage,
};
