import { useCallback } from "react";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { QuoteForm } from "./quote-form";
import type { QuotePrefill } from "~/domain/quote/limits";

/** The quote request dialog: on a stored request it closes, resets and says so. */
export default function QuoteDialog({
  open,
  onOpenChange,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: QuotePrefill | undefined;
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
