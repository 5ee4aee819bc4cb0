import { company } from "~/content/company";
import { useT } from "~/i18n/language";
import { Dialog } from "~/components/ui/dialog";
import { ConsentFrame } from "~/components/site/consent-frame";

/** The hero's Learn More dialog with the presentation video, behind consent like every embed. */
export default function VideoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT("home");
  const common = useT("common");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("hero.videoTitle")}
      closeLabel={common("labels.close")}
      className="max-w-3xl"
    >
      <ConsentFrame
        kind="video"
        src={company.embeds.video}
        title={common("embed.videoTitle")}
        className="aspect-video rounded-lg"
      />
    </Dialog>
  );
}
