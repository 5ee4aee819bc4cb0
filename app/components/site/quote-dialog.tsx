import { useId, useRef } from "react";
import { useT } from "~/i18n/language";
import { MIN_SPACES, projectTypes, SPACES_PLACEHOLDER } from "~/domain/quote/schema";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { Field, Input, Textarea, inputClass } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";

/** The quote request dialog (SPEC.md sections 3 and 5): browser-native required checks. */
export default function QuoteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT("common");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const req = t("form.required");

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("quote.title")} description={t("quote.description")} closeLabel={t("labels.close")}>
      <form
        ref={formRef}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          // Posting to the server arrives with lead capture; until then the draft's behaviour.
          toast({ title: t("quote.success"), description: t("quote.successDescription") });
          formRef.current?.reset();
          onOpenChange(false);
        }}
      >
        <Field id={`${id}-name`} label={t("quote.name")} required requiredLabel={req}>
          <Input id={`${id}-name`} name="name" autoComplete="name" required />
        </Field>
        <Field id={`${id}-email`} label={t("quote.email")} required requiredLabel={req}>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </Field>
        <Field id={`${id}-phone`} label={t("quote.phone")} required requiredLabel={req}>
          <Input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" required />
        </Field>
        <Field id={`${id}-company`} label={t("quote.company")} requiredLabel={req}>
          <Input id={`${id}-company`} name="company" autoComplete="organization" />
        </Field>
        <Field id={`${id}-type`} label={t("quote.projectType")} required requiredLabel={req}>
          <select id={`${id}-type`} name="projectType" required defaultValue="" className={inputClass}>
            <option value="" disabled>
              {t("quote.selectProjectType")}
            </option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {t(`quote.projectTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-spaces`} label={t("quote.spaces")} required requiredLabel={req}>
          <Input id={`${id}-spaces`} name="spaces" type="number" inputMode="numeric" min={MIN_SPACES} placeholder={String(SPACES_PLACEHOLDER)} required />
        </Field>
        <Field id={`${id}-message`} label={t("quote.message")} required requiredLabel={req} className="sm:col-span-2">
          <Textarea id={`${id}-message`} name="message" rows={4} placeholder={t("quote.messagePlaceholder")} required />
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <DialogClose type="button" className={buttonClass("outline")}>
            {t("quote.cancel")}
          </DialogClose>
          <button type="submit" className={buttonClass("accent")}>
            {t("quote.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
