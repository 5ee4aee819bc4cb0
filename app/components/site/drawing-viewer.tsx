import * as DialogPrimitive from "@radix-ui/react-dialog";
import { drawingImage, drawingViews, type DrawingProduct } from "~/content/drawings";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";

/**
 * Full-screen viewer of one product's drawings: focus stays inside, Esc or the close button
 * closes it, the arrow keys and buttons move between the product's images.
 */
export default function DrawingViewer({
  product,
  index,
  onIndexChange,
  onClose,
}: {
  product: DrawingProduct | null;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT("drawings");
  const total = drawingViews.length;
  const move = (step: number) => onIndexChange((index + step + total) % total);
  const view = drawingViews[index] ?? "section";
  return (
    <DialogPrimitive.Root open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col p-4 focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") move(1);
            else if (event.key === "ArrowLeft") move(-1);
          }}
        >
          {product ? (
            <>
              <div className="flex items-center justify-between gap-4 text-white">
                <DialogPrimitive.Title className="text-lg font-semibold">
                  {t("viewer.label", { title: product.title })}
                </DialogPrimitive.Title>
                <DialogPrimitive.Close className={buttonClass("onDark", "sm")}>
                  {t("viewer.close")}
                </DialogPrimitive.Close>
              </div>
              <div className="relative mt-4 flex min-h-0 flex-1 items-center justify-center">
                <img
                  key={view}
                  src={drawingImage(product, view)}
                  alt={`${product.title}: ${t(`views.${view}`)}`}
                  width={800}
                  height={560}
                  className="max-h-full w-auto max-w-full rounded-lg bg-white object-contain"
                />
              </div>
              <div className="mt-4 flex items-center justify-center gap-4 text-white">
                <button
                  type="button"
                  className={buttonClass("onDark", "sm")}
                  onClick={() => move(-1)}
                  aria-label={t("viewer.previous")}
                >
                  ←
                </button>
                <p aria-live="polite" data-testid="viewer-position">
                  {t(`views.${view}`)} · {t("viewer.position", { current: index + 1, total })}
                </p>
                <button
                  type="button"
                  className={buttonClass("onDark", "sm")}
                  onClick={() => move(1)}
                  aria-label={t("viewer.next")}
                >
                  →
                </button>
              </div>
            </>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
