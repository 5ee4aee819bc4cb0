import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useDismiss } from "~/lib/use-dismiss";

/**
 * A round button showing someone's initials that opens a menu under it; Escape or a click
 * outside closes it. The menu's items get `close` to call when one is chosen. The menu ends at
 * the button's right edge, or starts at its left edge where that would leave the screen (the
 * button wrapped to the start of a phone's menu row).
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
  const menu = useRef<HTMLDivElement>(null);
  const [alignStart, setAlignStart] = useState(false);
  useLayoutEffect(() => {
    if (!open || !ref.current || !menu.current) return;
    const button = ref.current.getBoundingClientRect();
    setAlignStart(button.right - menu.current.offsetWidth < 0);
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${initials || "?"}: ${label}`}
        onClick={() => setOpen((v) => !v)}
        className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid={testId}
      >
        {initials || "?"}
      </button>
      <div
        ref={menu}
        id={menuId}
        hidden={!open}
        className={`absolute ${alignStart ? "left-0" : "right-0"} z-40 mt-2 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${widthClass}`}
      >
        {children(close)}
      </div>
    </div>
  );
}
