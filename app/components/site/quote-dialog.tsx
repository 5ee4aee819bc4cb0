import { useCallback, type Ref } from "react";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogClose, type DialogControl } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { QuoteForm } from "./quote-form";
import type { QuotePrefill } from "~/domain/quote/prefill";

/**
 * The quote request dialog: on a stored request it closes, resets and says so. It stays rendered
 * while closed, so what was typed survives closing it, and it can be rendered before the first click.
 */
export default function QuoteDialog({
  open,
  onOpenChange,
  prefill,
  controlRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: QuotePrefill | undefined;
  controlRef?: Ref<DialogControl>;
}) {
  const t = useT("common");
  const onSent = useCallback(
    (form: HTMLFormElement) => {
      form.reset();
      toast({ title: t("quote.success"), description: t("quote.successDescription") });
      onOpenChange(false);
    },
    [t, onOpenChange],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("quote.title")}
      description={t("quote.description")}
      closeLabel={t("labels.close")}
      keepMounted
      controlRef={controlRef}
    >
      <QuoteForm
        // A new configuration starts a new form with its values.
        key={prefill?.configuration ?? "empty"}
        prefill={prefill}
        onSent={onSent}
        actions={
          <DialogClose type="button" className={buttonClass("outline")}>
            {t("quote.cancel")}
          </DialogClose>
        }
      />
    </Dialog>
  );
}
