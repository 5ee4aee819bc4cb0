import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { StrokeIcon } from "~/components/ui/stroke-icon";

/** Shares through the device's share sheet where there is one, else copies the URL. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const t = useT("blog");
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("linkCopied"), description: t("linkCopiedText") });
    } catch {
      toast({ title: t("shareFailed"), description: url, variant: "error" });
    }
  }
  return (
    <button type="button" onClick={() => void share()} className={buttonClass("outline", "sm")}>
      <StrokeIcon>
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </StrokeIcon>
      {t("share")}
    </button>
  );
}
