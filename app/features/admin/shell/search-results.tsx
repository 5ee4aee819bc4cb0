import { Link } from "react-router";
import { useT } from "~/i18n/language";
import type { SearchGroup, SearchHit } from "../search";

/** The search results grouped by kind, each record a link (the results page's list). */
export function SearchResults({ groups }: { groups: readonly SearchGroup[] }) {
  const t = useT("admin");
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-${group.kind}`}>
          <h3 id={`search-${group.kind}`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(`nav.${group.kind}`)}
          </h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.href} className="block rounded-md px-2 py-2 text-sm hover:bg-slate-50">
                  <HitText hit={hit} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A found record as the results name it: its title, and what tells it apart under it. */
export function HitText({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{hit.title}</span>
      <span className="block truncate text-slate-600">{hit.detail}</span>
    </>
  );
}
