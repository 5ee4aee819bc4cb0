import { adminRoute } from "~/admin-kit/route-handle";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/affiliate-record";
import { affiliateStatusTone } from "~/entities/affiliate/rules";
import { deleteAffiliate, editAffiliate } from "~/entities/affiliate/actions.server";
import { affiliateDetailsSchema, affiliateFields, affiliateFormValues } from "~/entities/affiliate/form";
import { useT } from "~/i18n/language";
import { useAdminFormat, joinParts } from "~/admin-kit/format";
import { noteIntent } from "~/features/admin/records/notes.server";
import { findAffiliate } from "~/entities/affiliate/find.server";
import { actionByIntent, deleteIntent, intentHandler } from "~/admin-kit/records/record-action.server";
import { type RecordActionResult } from "~/admin-kit/contracts";
import { loadRecord } from "~/features/admin/records/record-loader.server";
import { EditDetailsPanel } from "~/admin-kit/records/record-form";
import { NotesAndDelete } from "~/admin-kit/records/intent-form";
import { RecordNotFound } from "~/admin-kit/records/record-not-found";
import { Detail, History, RecordLayout } from "~/admin-kit/records/record-ui";
import { adminMeta } from "~/features/admin/meta";
import { Badge } from "~/admin-kit/ui/badge";
import { Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("affiliates");

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRecord(
    request,
    handle.adminAccess,
    "affiliate",
    params.id,
    findAffiliate,
    (a) => a.name,
    "affiliates.title",
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return actionByIntent(request, handle.adminAccess, {
    save: intentHandler(affiliateDetailsSchema, (details, { db, actor }) =>
      editAffiliate(db, actor, params.id, details),
    ),
    note: noteIntent("affiliate", params.id),
    delete: deleteIntent((db, actor) => deleteAffiliate(db, actor, params.id), "/admin/affiliates"),
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AffiliatePage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const { record: a, history } = loaderData;
  if (!a) return <RecordNotFound list="/admin/affiliates" />;
  return (
    <RecordLayout
      title={a.name}
      subtitle={joinParts(a.id, a.affiliateCode, a.contactName)}
      list="/admin/affiliates"
      invalid={a.invalidFields}
      badges={<Badge tone={affiliateStatusTone[a.status]}>{t(`status.affiliate.${a.status}`)}</Badge>}
      main={
        <>
          <Panel title={t("actions.affiliate.details")}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t("affiliates.code")} testId="affiliate-code">
                <code>{a.affiliateCode}</code>
              </Detail>
              <Detail label={t("affiliates.category")}>{t(`category.${a.category}`)}</Detail>
              <Detail label={t("actions.contact.email")}>
                <a href={`mailto:${a.email}`} className="hover:underline">
                  {a.email}
                </a>
              </Detail>
              <Detail label={t("actions.contact.phone")}>{a.phone}</Detail>
              <Detail label={t("affiliates.commissionRate")}>{format.percent(a.commissionRate)}</Detail>
              <Detail label={t("affiliates.referrals")} testId="referrals">
                {format.number(a.referralCount)}
              </Detail>
              <Detail label={t("affiliates.sales")} testId="total-sales">
                {format.money(a.totalSales)}
              </Detail>
              <Detail label={t("affiliates.earnings")} testId="total-earnings">
                {format.money(a.totalEarnings)}
              </Detail>
              <Detail label={t("affiliates.joined")}>{format.date(a.joinDate)}</Detail>
              <Detail label={t("affiliates.lastSale")}>
                {a.lastSale ? format.date(a.lastSale) : t("affiliates.never")}
              </Detail>
            </dl>
            <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{a.address}</p>
            {a.description ? <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{a.description}</p> : null}
            <p className="mt-4">
              <Link
                className="text-sm font-medium text-brand-700 hover:underline"
                to={`/admin/commissions?q=${encodeURIComponent(a.affiliateCode)}`}
              >
                {t("actions.affiliate.commissions")}
              </Link>
            </p>
          </Panel>
          <EditDetailsPanel fields={affiliateFields(t, false)} values={affiliateFormValues(a)} result={result} />
          <History entries={history} />
        </>
      }
      side={
        <>
          <NotesAndDelete
            result={result}
            deleteLabel={t("actions.affiliate.delete")}
            confirmation={t("actions.affiliate.confirmDelete")}
          />
        </>
      }
    />
  );
}
