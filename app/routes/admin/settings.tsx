import { useActionData } from "react-router";
import { adminRoute } from "~/admin-kit/route-handle";
import type { Route } from "./+types/settings";
import { useT } from "~/i18n/language";
import { adminMeta } from "~/features/admin/meta";
import { readAdminData } from "~/features/admin/data.server";
import { titledScreen } from "~/admin-kit/screen.server";
import { postReadBy, recordAction } from "~/admin-kit/records/record-action.server";
import { RecordForm } from "~/admin-kit/records/record-form";
import { useMayChange } from "~/admin-kit/records/record-ui";
import { useAdminFormat } from "~/admin-kit/format";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { PageHeader, Panel } from "~/admin-kit/ui/panels";
import { companyFields, companyFormValues, readCompanyForm } from "~/entities/company/form";
import { readCompanySettings, saveCompanySettings } from "~/entities/company/settings.server";
import { audit } from "~/server/audit.server";
import { accountEmail } from "~/features/admin/team/team.server";

export const handle = adminRoute("settings");

export const loader = ({ request }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "settings.title", async (screen) => ({
    settings: await readAdminData(screen.prefs.mode, readCompanySettings),
  }));

/** The company's details saved (an administrator who manages administrators, in Live Mode). */
export async function action({ request, context }: Route.ActionArgs) {
  return recordAction(request, handle.adminAccess, postReadBy(readCompanyForm), async (settings, { db, actor }) => {
    const changes = await saveCompanySettings(db, actor, settings);
    await audit(db, {
      kind: "settings",
      action: "companyDetails",
      actor: { id: actor.id, email: await accountEmail(db, actor.id) },
      address: context.clientIp,
      target: "company_settings",
      detail: { changes },
    });
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** System > Settings: the company's legal details, which every invoice states as its seller. */
export default function Settings({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const mayChange = useMayChange();
  const { settings } = loaderData;
  return (
    <>
      <PageHeader title={t("settings.title")} subtitle={t("settings.subtitle")} />
      <Panel title={t("settings.company")}>
        <div className="mb-4 space-y-1 text-sm text-slate-600">
          {settings ? (
            <p data-testid="settings-updated">
              {t("settings.updated", { by: settings.updatedBy, at: format.dateTime(settings.updatedAt) })}
            </p>
          ) : (
            <p role="status" className="font-medium text-amber-800" data-testid="settings-not-set">
              {t("settings.notSet")}
            </p>
          )}
          <p>{t("settings.issuedKeep")}</p>
          {mayChange ? null : <p>{t("settings.readOnly")}</p>}
        </div>
        <RecordForm
          fields={companyFields(t)}
          values={companyFormValues(settings)}
          result={result}
          submitLabel={t("actions.save")}
        />
      </Panel>
    </>
  );
}
