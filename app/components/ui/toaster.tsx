import { useEffect } from "react";
import { Toaster } from "sonner";

/** Toasts: bottom-right, about 4 seconds, at most 3 at a time, Alt+T focuses them. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

export default function AppToaster({ onReady }: { onReady: () => void }) {
  // Runs after sonner's own effect has subscribed to new toasts.
  useEffect(() => onReady(), [onReady]);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
    />
  );
}
