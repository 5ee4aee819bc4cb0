import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import type { TFn } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";

/** Zoom steps: from the drawing fitted to the screen to four times that. */
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const STEP = 0.5;
const clamp = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

type Drawing = {
  /** The full-size drawing's address (./drawing-fits.ts), and its text alternative. */
  src: string;
  /** The phone's version: where it is shown (a media query) and its address. */
  phone: readonly [media: string, src: string];
  alt: string;
  /** The system's name, for the viewer's title. */
  system: string;
  /** The page's translator: the viewer renders outside the page's tree. */
  t: TFn<"selector">;
};

/**
 * Opens the proposal drawing full screen, from the control that was pressed; closing it removes it
 * and puts the keyboard back on that control. Rendered in a root of its own, so that the page's
 * script holds no more than the call: this module loads on the first opening.
 */
export function openDrawingViewer(drawing: Drawing, opener: HTMLElement) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  // After the closing event has been handled: a root is not unmounted from inside its own update.
  const close = () =>
    queueMicrotask(() => {
      root.unmount();
      host.remove();
      opener.focus();
    });
  root.render(<DrawingZoomViewer {...drawing} onClose={close} />);
}

/**
 * The drawing in a dialog: Esc or the close button closes it; the + and - buttons (or Ctrl +
 * wheel, which is also how a touchpad's pinch arrives) zoom, and the drawing scrolls.
 */
function DrawingZoomViewer({ src, phone, alt, system, t, onClose }: Drawing & { onClose: () => void }) {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  // React listens to wheel events passively; stopping the page's own zoom needs an active listener.
  useEffect(() => {
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom(clamp(zoomRef.current * Math.exp(-event.deltaY / 300)));
    };
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, [frame]);

  return (
    <DialogPrimitive.Root defaultOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col gap-3 p-3 focus:outline-none sm:p-4"
          // The opener takes the keyboard back when the viewer is removed.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className="flex flex-wrap items-center justify-between gap-3 text-white">
            <DialogPrimitive.Title className="min-w-0 text-base font-semibold sm:text-lg">
              {t("drawing.viewer", { system })}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={buttonClass("onDark", "sm")}
                onClick={() => setZoom((z) => clamp(z - STEP))}
                disabled={zoom <= MIN_ZOOM}
                aria-label={t("drawing.zoomOut")}
              >
                −
              </button>
              <button
                type="button"
                className={buttonClass("onDark", "sm")}
                onClick={() => setZoom(MIN_ZOOM)}
                data-testid="selector-drawing-zoom"
              >
                {t("drawing.zoomLevel", { percent: Math.round(zoom * 100) })}
                <span className="sr-only"> · {t("drawing.zoomReset")}</span>
              </button>
              <button
                type="button"
                className={buttonClass("onDark", "sm")}
                onClick={() => setZoom((z) => clamp(z + STEP))}
                disabled={zoom >= MAX_ZOOM}
                aria-label={t("drawing.zoomIn")}
              >
                +
              </button>
              <DialogPrimitive.Close className={buttonClass("onDark", "sm")}>
                {t("drawing.close")}
              </DialogPrimitive.Close>
            </div>
          </div>
          <div ref={setFrame} className="min-h-0 flex-1 overflow-auto rounded-lg bg-white">
            <div style={{ width: `${zoom * 100}%` }} data-zoom={zoom}>
              <picture>
                <source media={phone[0]} srcSet={phone[1]} width={600} height={1000} />
                <img src={src} alt={alt} width={1000} height={480} className="h-auto w-full" />
              </picture>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
