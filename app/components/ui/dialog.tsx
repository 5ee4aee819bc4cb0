import {
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { createPortal } from "react-dom";
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

/** Shows `dialog` (`show` or `showModal`) with the focus going straight to `target`: one move, no scroll. */
function openFocusing(dialog: HTMLDialogElement, open: () => void, target: HTMLElement | undefined) {
  // The browser focuses the dialog's first control marked autofocus as it opens it.
  if (target) target.autofocus = true;
  open();
  if (target) {
    target.autofocus = false;
    if (document.activeElement !== target) target.focus();
  }
}

/** The second step of `showDialog`: the same dialog, now modal, with the focus where it was. */
function makeModal(dialog: HTMLDialogElement) {
  if (!dialog.open || dialog.matches(":modal")) return;
  const focused = document.activeElement;
  const target = focused instanceof HTMLElement && dialog.contains(focused) ? focused : firstTabbable(dialog);
  // Only a closed dialog can be shown as a modal; nothing is painted in between.
  dialog.close();
  openFocusing(dialog, () => dialog.showModal(), target);
}

/**
 * Opens a dialog element as a modal: the browser puts it in the top layer, makes the rest of the
 * page inert, closes it on Esc and gives the focus back on close. The focus goes to its first
 * control a keyboard user could tab to.
 *
 * Making the page inert restyles every element of it, which takes most of a frame on a slow phone
 * (about 40 ms of the 55 ms a click took at a 4x slower CPU). So the dialog is first shown as a
 * plain one, looking the same (its shadow stands in for the backdrop), and made modal right after
 * that first frame is painted.
 */
export function showDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  openFocusing(dialog, () => dialog.show(), firstTabbable(dialog));
  requestAnimationFrame(() => setTimeout(() => makeModal(dialog)));
}

/** Opens a dialog from a click handler, before React renders again. */
export type DialogControl = { show: () => void };

/**
 * A modal dialog on the browser's own `<dialog>`: Esc, the close button and a click outside close
 * it; the page behind is inert while it is open.
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
  // Rendered only in the browser (a dialog opens on a click), so the document is there.
  const [content] = useState(() => document.createElement("div"));
  const titleId = useId();
  const descriptionId = useId();
  const show = useCallback(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (content.parentNode !== dialog) dialog.append(content);
    showDialog(dialog);
  }, [content]);
  useImperativeHandle(controlRef, () => ({ show }), [show]);
  // The element follows `open` when it changes (a click may already have opened it, and Esc
  // closes it by itself).
  useLayoutEffect(() => {
    if (open) show();
    else if (ref.current?.open) ref.current.close();
  }, [open, show]);
  // A click on the backdrop reaches the dialog element itself, outside its box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) event.currentTarget.close();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        // Open again by the time this event comes (made modal, or reopened): nothing to do.
        if (event.currentTarget.open) return;
        content.remove();
        onOpenChange(false);
      }}
      onClick={closeOnBackdrop}
      className={cn(
        "fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 focus:outline-none [&:not(:modal)]:shadow-[0_0_0_100vmax_--theme(--color-slate-950/60%)]",
        className,
      )}
    >
      {open || keepMounted
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
        if (!event.defaultPrevented) event.currentTarget.closest("dialog")?.close();
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
