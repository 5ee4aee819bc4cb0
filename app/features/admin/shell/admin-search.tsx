import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { useT } from "~/i18n/language";
import { SEARCH_MIN_LENGTH, type SearchGroup } from "../search";
import { HitText } from "./search-results";

/** How long the box waits after the last key before it asks the server. */
const SEARCH_DELAY_MS = 200;

/**
 * The top bar's search: one query over contacts, leads, opportunities, invoices, affiliates and
 * campaigns, answered by /admin/search as you type, grouped by kind. Arrow keys move through the
 * results, Enter opens one (or the results page), Escape closes them; Ctrl+K (Cmd+K) focuses the
 * box from anywhere. Without JavaScript it is a plain GET form to the results page.
 */
export function AdminSearch() {
  const t = useT("admin");
  const navigate = useNavigate();
  const fetcher = useFetcher<{ q: string; groups: SearchGroup[] }>();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { load } = fetcher;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (text.trim().length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(() => void load(`/admin/search?q=${encodeURIComponent(text.trim())}`), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, load]);

  const groups = text.trim().length >= SEARCH_MIN_LENGTH && fetcher.data?.q === text.trim() ? fetcher.data.groups : [];
  const hits = groups.flatMap((group) => group.hits);
  const showing = open && text.trim().length >= SEARCH_MIN_LENGTH && fetcher.data?.q === text.trim();
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (href: string) => {
    setText("");
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === "Enter" && showing && active >= 0 && hits[active]) {
      event.preventDefault();
      go(hits[active].href);
    } else if (event.key === "Escape") {
      if (showing) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText("");
    }
  };

  let index = -1;
  return (
    <Form
      method="get"
      action="/admin/search"
      role="search"
      className="relative hidden lg:block"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" />
      <input
        ref={input}
        type="search"
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showing}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        aria-label={t("shell.searchLabel")}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={`${t("shell.search")} (${t("shell.searchShortcut")})`}
        autoComplete="off"
        maxLength={200}
        className="h-9 w-64 rounded-md border border-slate-300 bg-slate-50 pr-3 pl-8 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("shell.searchTitle")}
        hidden={!showing}
        className="absolute right-0 z-40 mt-2 max-h-[70vh] w-96 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {hits.length === 0 ? (
          <p className="px-2 py-2 text-sm text-slate-600">{t("shell.searchNothing", { q: text.trim() })}</p>
        ) : (
          groups.map((group) => (
            <div key={group.kind} role="group" aria-label={t(`nav.${group.kind}`)} className="py-1">
              <p aria-hidden="true" className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t(`nav.${group.kind}`)}
              </p>
              {group.hits.map((hit) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={hit.id}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(hit.href)}
                    className={`cursor-pointer rounded-md px-2 py-1.5 text-sm ${mine === active ? "bg-brand-50 ring-1 ring-brand-600" : "hover:bg-slate-50"}`}
                    data-testid="search-hit"
                  >
                    <HitText hit={hit} />
                  </div>
                );
              })}
            </div>
          ))
        )}
      </div>
    </Form>
  );
}
