import { useEffect, type RefObject } from "react";

/**
 * Closes a popup menu on Escape or on a click outside it. Escape hands the keyboard focus back to
 * `returnFocus` (the button that opened the menu), so a keyboard user is not left on a hidden item.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        close();
        returnFocus?.current?.focus();
      } else if (!(event.target instanceof Node && ref.current?.contains(event.target))) close();
    };
    document.addEventListener("mousedown", onEvent);
    document.addEventListener("keydown", onEvent);
    return () => {
      document.removeEventListener("mousedown", onEvent);
      document.removeEventListener("keydown", onEvent);
    };
  }, [ref, open, close, returnFocus]);
}
