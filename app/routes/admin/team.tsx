import { useId } from "react";
import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/team";
import { adminRoute } from "~/admin-kit/route-handle";
import { titledScreen } from "~/admin-kit/screen.server";
import { recordAction } from "~/admin-kit/records/record-action.server";
import type { RecordActionResult } from "~/admin-kit/contracts";
import { ActionMessage, useBusy, useMayChange } from "~/admin-kit/records/record-ui";
import { useAdminFormat } from "~/admin-kit/format";
import { Badge } from "~/admin-kit/ui/badge";
import { PageHeader, Panel } from "~/admin-kit/ui/panels";
import { adminMeta } from "~/features/admin/meta";
import {
  changePermissions,
  changeRole,
  invite,
  listInvitations,
  listTeam,
  revokeInvitation,
  setActive,
  teamActionSchema,
} from "~/features/admin/team/team.server";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import {
  adminPermissions,
  namedRole,
  SUPER_ADMIN_ROLE,
  teamRoleNames,
  teamRoles,
  type AdminPermission,
} from "~/domain/account/permissions";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { isOneOf } from "~/lib/one-of";
import { useT } from "~/i18n/language";
import { getDb } from "~/server/db/db.server";
import { getEnv } from "~/server/env.server";
import { audit } from "~/server/audit.server";
import { accountEmail } from "~/features/admin/team/team.server";

export const handle = adminRoute("team");

/** The team is the real accounts, in Demo Mode too: who may sign in is never a sample. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  titledScreen(request, handle.adminAccess, "team.title", async (screen) => {
    const db = await getDb();
    return { team: await listTeam(db), invitations: await listInvitations(db, context.now), me: screen.admin.id };
  });

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

/** Invite, change a role, deactivate or reactivate, withdraw an invitation: Live Mode only, like every change. */
export const action = ({ request, context }: Route.ActionArgs) =>
  recordAction(request, handle.adminAccess, teamActionSchema, async (input, { db, actor }) => {
    const line = async (action: string, target: string, detail: Record<string, unknown> = {}) =>
      audit(db, {
        kind: "team",
        action,
        actor: { id: actor.id, email: (await accountEmail(db, actor.id)) ?? null },
        address: context.clientIp,
        target,
        detail,
      });
    if (input.intent === "invite") {
      await invite(db, actor, input, { siteUrl: getEnv().SITE_URL, now: context.now });
      await line("invited", input.email, { role: input.role });
      // The answer names whom it was sent to.
      return data<RecordActionResult>({ form: "invite", ok: true, errors: {}, values: { email: input.email } });
    }
    if (input.intent === "role") {
      const { from } = await changeRole(db, input.user, input.role);
      await line("roleChanged", (await accountEmail(db, input.user)) ?? input.user, { from, to: input.role });
    } else if (input.intent === "permissions") {
      const { from, to } = await changePermissions(db, input.user, input.permissions);
      await line("permissionsChanged", (await accountEmail(db, input.user)) ?? input.user, {
        changes: {
          role: [from.role, to.role],
          permissions: [from.permissions.join(", "), to.permissions.join(", ")],
        },
      });
    } else if (input.intent === "revoke") {
      await revokeInvitation(db, input.invitation, context.now);
      await line("invitationWithdrawn", String(input.invitation));
    } else {
      await setActive(db, input.user, input.intent === "reactivate");
      await line(
        input.intent === "reactivate" ? "reactivated" : "deactivated",
        (await accountEmail(db, input.user)) ?? input.user,
      );
    }
  });

type Member = Route.ComponentProps["loaderData"]["team"][number];

function MemberRow({ member, me, result }: { member: Member; me: string; result?: RecordActionResult }) {
  const t = useT("admin");
  const format = useAdminFormat();
  const mayChange = useMayChange();
  const id = useId();
  // A refusal is said beside the administrator it is about (the posted values name them).
  const answer = result && !result.ok && result.values?.user === member.id ? result : undefined;
  const roleName = (role: string) => t(`shell.role.${namedRole(role)}`);
  const permissionName = (permission: AdminPermission) => t(`team.permissionNames.${permission}`);
  return (
    <li className="space-y-3 py-4" data-testid="team-member">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {member.name}
            {member.id === me ? <span className="font-normal text-slate-600"> ({t("team.you")})</span> : null}
          </p>
          <p className="text-sm break-words text-slate-600">{member.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="blue">{roleName(member.role)}</Badge>
          <Badge tone={member.active ? "green" : "red"}>{member.active ? t("team.active") : t("team.inactive")}</Badge>
          <Badge tone={member.secondFactor ? "green" : "yellow"}>
            {t("team.secondFactor")}: {member.secondFactor ? t("team.factorOn") : t("team.factorOff")}
          </Badge>
        </div>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t("team.permissions")}: </dt>
          <dd className="inline break-words text-slate-900">
            {member.permissions.map(permissionName).join(", ") || "—"}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t("team.lastSignIn")}: </dt>
          <dd className="inline text-slate-900">
            {member.lastSignIn ? format.dateTime(member.lastSignIn) : t("team.never")}
          </dd>
        </div>
      </dl>
      {mayChange ? (
        <div className="flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="user" value={member.id} />
            <div>
              <label htmlFor={`${id}-role`} className="block text-xs font-semibold text-slate-600">
                {t("team.changeRole", { name: member.name })}
              </label>
              <select
                id={`${id}-role`}
                name="role"
                defaultValue={isOneOf(teamRoleNames, member.role) ? member.role : "viewer"}
                className={inputClass}
              >
                {teamRoleNames.map((role) => (
                  <option key={role} value={role}>
                    {roleName(role)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("outline", "sm")}>
              {t("team.saveRole")}
            </button>
          </Form>
          <Form
            method="post"
            onSubmit={(event) => {
              if (member.active && !window.confirm(t("team.confirmDeactivate", { name: member.name })))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value={member.active ? "deactivate" : "reactivate"} />
            <input type="hidden" name="user" value={member.id} />
            <button
              type="submit"
              className={buttonClass("outline", "sm", member.active ? "text-red-700" : "")}
              aria-label={
                member.active
                  ? t("team.deactivateLabel", { name: member.name })
                  : t("team.reactivateLabel", { name: member.name })
              }
            >
              {member.active ? t("team.deactivate") : t("team.reactivate")}
            </button>
          </Form>
        </div>
      ) : null}
      {mayChange ? (
        <details className="rounded-md border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">
            {t("team.choosePermissions", { name: member.name })}
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="permissions" />
            <input type="hidden" name="user" value={member.id} />
            <fieldset>
              <legend className="text-sm text-slate-600">{t("team.permissionsHint")}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {adminPermissions.map((permission) => (
                  <label key={permission} className="flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      name="permissions"
                      value={permission}
                      defaultChecked={member.permissions.includes(permission)}
                      className="size-4"
                    />
                    {permissionName(permission)}
                  </label>
                ))}
              </div>
            </fieldset>
            <button
              type="submit"
              className={buttonClass("outline", "sm")}
              aria-label={t("team.savePermissionsLabel", { name: member.name })}
            >
              {t("team.savePermissions")}
            </button>
          </Form>
        </details>
      ) : null}
      {answer ? <ActionMessage result={answer} intent={answer.form} /> : null}
    </li>
  );
}

function InviteForm({ result }: { result?: RecordActionResult }) {
  const t = useT("admin");
  const id = useId();
  const busy = useBusy("invite");
  const answer = result?.form === "invite" ? result : undefined;
  const typed = answer && !answer.ok ? answer.values : undefined;
  return (
    <Form method="post" className="space-y-3" key={answer?.ok ? Math.random() : "invite"}>
      <input type="hidden" name="intent" value="invite" />
      <p className="text-sm text-slate-600">{t("team.inviteHint")}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
            {t("team.inviteEmail")}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={TEXT_LIMITS.email}
            defaultValue={typed?.email ?? ""}
            className={inputClass}
            aria-describedby={`${id}-message`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-semibold text-slate-800">
            {t("team.role")}
          </label>
          <select id={`${id}-role`} name="role" defaultValue={typed?.role ?? "sales"} className={inputClass}>
            {teamRoleNames.map((role) => (
              <option key={role} value={role}>
                {role === SUPER_ADMIN_ROLE
                  ? t(`shell.role.${role}`)
                  : `${t(`shell.role.${role}`)} (${teamRoles[role].join(", ")})`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="block text-sm font-semibold text-slate-800">
            {t("team.inviteLanguage")}
          </label>
          <select id={`${id}-language`} name="language" defaultValue={typed?.language ?? "ro"} className={inputClass}>
            <option value="ro">Română</option>
            <option value="en">English</option>
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div id={`${id}-message`}>
          <ActionMessage
            result={answer}
            intent="invite"
            done={answer?.ok ? t("team.invited", { email: String(result?.values?.email ?? "") }) : undefined}
          />
        </div>
        <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
          {t("team.sendInvite")}
        </button>
      </div>
    </Form>
  );
}

/** System > Team: the administrators, with their role, permissions, state and last sign-in; invitations. */
export default function Team({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const format = useAdminFormat();
  const result = useActionData<RecordActionResult>();
  const mayChange = useMayChange();
  const { team, invitations, me } = loaderData;
  return (
    <>
      <PageHeader title={t("team.title")} subtitle={t("team.subtitle")} />
      <div className="space-y-6">
        <Panel title={t("team.members")}>
          {result?.ok && ["role", "permissions", "deactivate", "reactivate"].includes(result.form) ? (
            <ActionMessage result={result} intent={result.form} done={t("team.saved")} />
          ) : null}
          <ul className="divide-y divide-slate-200" data-testid="team">
            {team.map((member) => (
              <MemberRow key={member.id} member={member} me={me} result={result} />
            ))}
          </ul>
        </Panel>
        {mayChange ? (
          <Panel title={t("team.invite")}>
            <InviteForm result={result} />
          </Panel>
        ) : null}
        <Panel title={t("team.pending")}>
          {invitations.length ? (
            <ul className="divide-y divide-slate-200" data-testid="invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{invitation.email}</p>
                    <p className="text-slate-600">
                      {t(`shell.role.${namedRole(invitation.role)}`)} ·{" "}
                      {t("team.expires", { when: format.dateTime(invitation.expiresAt) })}
                      {invitation.invitedBy ? ` · ${t("team.invitedBy", { name: invitation.invitedBy })}` : ""}
                    </p>
                  </div>
                  {mayChange ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="invitation" value={invitation.id} />
                      <button
                        type="submit"
                        className={buttonClass("outline", "sm")}
                        aria-label={t("team.revokeLabel", { email: invitation.email })}
                      >
                        {t("team.revoke")}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("team.noPending")}</p>
          )}
          {result?.form === "revoke" ? <ActionMessage result={result} intent="revoke" done={t("team.saved")} /> : null}
        </Panel>
      </div>
    </>
  );
}
