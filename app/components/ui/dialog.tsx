import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from "react";
import { createPortal } from "react-dom";
import { afterPaint } from "~/lib/after-paint";
import { cn } from "~/lib/cn";

/** What a keyboard user can reach with Tab: the first of these gets the focus when a dialog opens. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The first control a keyboard user could tab to (not a field kept out of the tab order, such as a trap for bots). */
function firstTabbable(dialog: HTMLDialogElement): HTMLElement | undefined {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).find(
    (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'),
  );
}

/** What an open dialog changed in the page, undone when it closes. */
type ModalState = { opener: Element | null; inert: Element[]; cleanup: () => void };
const modals = new Map<HTMLDialogElement, ModalState>();

/** Makes everything but the dialog inert: each sibling of the dialog and of its ancestors. */
function makePageInert(dialog: HTMLDialogElement, state: ModalState) {
  if (!dialog.open || !dialog.isConnected || modals.get(dialog) !== state) return;
  for (let node: Element = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      // Live regions (the toasts) stay: a message sent as the dialog closes must be read out.
      if (sibling === node || sibling.hasAttribute("inert") || sibling.matches("script, [aria-live]")) continue;
      sibling.setAttribute("inert", "");
      state.inert.push(sibling);
    }
  }
  document.documentElement.dataset.modal = "";
}

/** Undoes what `showDialog` did to the page, and gives the focus back to what had it. */
function releasePage(dialog: HTMLDialogElement, restoreFocus = true) {
  const state = modals.get(dialog);
  if (!state) return;
  modals.delete(dialog);
  state.cleanup();
  for (const element of state.inert) element.removeAttribute("inert");
  delete document.documentElement.dataset.modal;
  const focused = document.activeElement;
  if (
    restoreFocus &&
    state.opener instanceof HTMLElement &&
    (!focused || focused === document.body || dialog.contains(focused))
  ) {
    state.opener.focus();
  }
}

/**
 * Closes a dialog opened by `showDialog`: the page is given back first, so the focus returns to
 * what had it in one move (the `close` event comes a task later).
 */
export function closeDialog(dialog: HTMLDialogElement) {
  releasePage(dialog);
  if (dialog.open) dialog.close();
}

/**
 * Opens a dialog element as a modal: the rest of the page becomes inert (no clicks, no focus, not
 * read out), Esc and a press outside it close it, and the focus goes to its first control a
 * keyboard user could tab to, then back to what had it when the dialog closes.
 *
 * The browser's own modal (`showModal()`) would do all that, but it restyles every element of the
 * page at once to make it inert: about 40 ms of the 55 ms a click took at a 4x slower CPU. Here the
 * dialog is shown at once (`show()`, looking the same: its shadow is the backdrop), and the page is
 * made inert right after that first frame is painted, without moving the focus again. Callers
 * should likewise leave their own work (such as React state) until then.
 */
export function showDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  // One dialog at a time; and one closed a moment ago, before its close event came, is cleaned up here.
  for (const other of Array.from(modals.keys())) if (other !== dialog) closeDialog(other);
  releasePage(dialog, false);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
    event.preventDefault();
    closeDialog(dialog);
  };
  const outside = (event: MouseEvent) => {
    const box = dialog.getBoundingClientRect();
    return (
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
    );
  };
  // A mouse press that starts outside the dialog's box closes it (not a drag that ends outside);
  // a touch closes it only as a tap, so a scroll that starts beside the dialog does not.
  let tapOutside = false;
  const onPointerDown = (event: PointerEvent) => {
    tapOutside = false;
    if (!outside(event)) return;
    if (event.pointerType === "mouse") closeDialog(dialog);
    else tapOutside = true;
  };
  const onClick = (event: MouseEvent) => {
    if (tapOutside && outside(event)) closeDialog(dialog);
    tapOutside = false;
  };
  document.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("click", onClick, true);
  const state: ModalState = {
    opener: document.activeElement,
    inert: [],
    cleanup: () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("click", onClick, true);
    },
  };
  modals.set(dialog, state);
  const first = firstTabbable(dialog);
  // The browser focuses the dialog's first control marked autofocus as it opens it: one move, no scroll.
  if (first) first.autofocus = true;
  dialog.show();
  if (first) {
    first.autofocus = false;
    if (document.activeElement !== first) first.focus();
  }
  afterPaint(() => makePageInert(dialog, state));
}

/** Opens a dialog from a click handler, before React renders again. */
export type DialogControl = { show: () => void; isOpen: () => boolean };

/**
 * A modal dialog on the browser's own `<dialog>`: Esc, the close button and a press outside close
 * it; the page behind is inert while it is open (see `showDialog`).
 *
 * Its content is rendered into an element of its own that sits inside the dialog only while it is
 * open: closed, the page holds an empty dialog, so nothing of it can be found, labelled or
 * submitted. With `keepMounted` the content stays rendered while closed (what was typed survives,
 * and it can be rendered before it is first needed, so opening it is only the browser's work);
 * without it, it is rendered only while open (a video stops when closed).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  className,
  keepMounted = false,
  controlRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  keepMounted?: boolean;
  controlRef?: Ref<DialogControl>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Made on first use: a dialog is opened in the browser, but rendering it on the server must not fail.
  const [content] = useState(() => (typeof document === "undefined" ? null : document.createElement("div")));
  const titleId = useId();
  const descriptionId = useId();
  // Shown by a click before React's `open` caught up: that `open` must not show it again, since
  // the visitor may have closed it in between.
  const shownDirectly = useRef(false);
  const show = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || !content) return;
    if (content.parentNode !== dialog) dialog.append(content);
    showDialog(dialog);
  }, [content]);
  useImperativeHandle(
    controlRef,
    () => ({
      show: () => {
        shownDirectly.current = true;
        show();
      },
      isOpen: () => ref.current?.open === true,
    }),
    [show],
  );
  // Removed from the page while open (the visitor left the site's pages): give the page back.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) releasePage(dialog, false);
    };
  }, []);
  // The element follows `open` when it changes (a click may already have opened it, and Esc or a
  // press outside closes it by itself).
  useLayoutEffect(() => {
    if (!open) {
      if (ref.current?.open) closeDialog(ref.current);
    } else if (shownDirectly.current) shownDirectly.current = false;
    else show();
  }, [open, show]);
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        // Open again by the time this event comes (reopened at once): nothing to do.
        if (event.currentTarget.open) return;
        shownDirectly.current = false;
        releasePage(event.currentTarget);
        content?.remove();
        onOpenChange(false);
      }}
      className={cn(
        "fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-xl bg-white p-6 text-slate-900 shadow-[0_0_0_100vmax_--theme(--color-slate-950/60%)] focus:outline-none",
        className,
      )}
    >
      {content && (open || keepMounted)
        ? createPortal(
            <>
              <h2 id={titleId} className="pr-8 text-xl font-bold text-slate-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
              <div className="mt-4">{children}</div>
              <DialogClose
                className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={closeLabel}
              >
                <CloseIcon />
              </DialogClose>
            </>,
            content,
          )
        : null}
    </dialog>
  );
}

/** A button that closes the dialog it is in. */
export function DialogClose({ onClick, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        const dialog = event.currentTarget.closest("dialog");
        if (!event.defaultPrevented && dialog) closeDialog(dialog);
      }}
    />
  );
}

function CloseIcon(props: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      {...props}
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
