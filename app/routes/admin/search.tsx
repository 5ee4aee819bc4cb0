import { adminRoute } from "~/admin-kit/route-handle";
import { Form } from "react-router";
import type { Route } from "./+types/search";
import { inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { readAdminData } from "~/features/admin/data.server";
import { adminMeta } from "~/features/admin/meta";
import { adminScreen, adminTitle } from "~/admin-kit/screen.server";
import { SEARCH_MIN_LENGTH } from "~/features/admin/search";
import { searchEverything } from "~/features/admin/search.server";
import { SearchResults } from "~/features/admin/shell/search-results";
import { PageHeader, Panel } from "~/admin-kit/ui/panels";

export const handle = adminRoute("search");

/**
 * /admin/search?q=: every kind of record at once. The top bar's search box reads this loader as
 * you type (and comes here on Enter, or without JavaScript).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const screen = await adminScreen(request, handle.adminAccess);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const groups = await readAdminData(screen.prefs.mode, (db) => searchEverything(db, q, screen.admin.permissions));
  return { title: adminTitle(screen, "shell.searchTitle"), q, groups };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const { q, groups } = loaderData;
  return (
    <>
      <PageHeader title={t("shell.searchTitle")} />
      <Form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
        <input
          type="search"
          name="q"
          defaultValue={q}
          aria-label={t("shell.searchLabel")}
          placeholder={t("shell.search")}
          className={inputClass}
        />
        <button type="submit" className={buttonClass("primary", "md")}>
          {t("shell.searchTitle")}
        </button>
      </Form>
      <Panel>
        {q.trim().length < SEARCH_MIN_LENGTH ? (
          <p className="text-sm text-slate-600">{t("shell.searchTooShort")}</p>
        ) : groups.length === 0 ? (
          <p className="text-sm text-slate-600">{t("shell.searchNothing", { q })}</p>
        ) : (
          <>
            <h2 className="mb-3 text-sm font-semibold text-slate-900">{t("shell.searchResults", { q })}</h2>
            <SearchResults groups={groups} />
          </>
        )}
      </Panel>
    </>
  );
}
