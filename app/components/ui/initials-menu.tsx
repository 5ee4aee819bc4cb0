import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { useDismiss } from "~/lib/use-dismiss";

/**
 * A round button showing someone's initials that opens a menu under it; Escape or a click
 * outside closes it. The menu's items get `close` to call when one is chosen.
 */
export function InitialsMenu({
  initials,
  label,
  widthClass,
  testId,
  children,
}: {
  initials: string;
  label: string;
  widthClass: string;
  testId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid={testId}
      >
        {initials || "?"}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className={`absolute right-0 z-40 mt-2 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${widthClass}`}
      >
        {children(close)}
      </div>
    </div>
  );
}
