import { useState } from "react";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/components/ui/button";
import { useCookieConsent } from "./cookie-consent";

/**
 * A third-party frame (map, video) that loads only after consent to non-essential cookies,
 * or after a click on its placeholder for this one view.
 */
export function ConsentFrame({
  src,
  title,
  kind,
  className,
}: {
  src: string;
  title: string;
  kind: "map" | "video";
  className?: string;
}) {
  const { consent } = useCookieConsent();
  const [loadedOnce, setLoadedOnce] = useState(false);
  const t = useT("common");
  if (consent === "accepted" || loadedOnce) {
    return (
      <iframe
        src={src}
        title={title}
        className={cn("block w-full border-0", className)}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow={kind === "video" ? "autoplay; encrypted-media; picture-in-picture; fullscreen" : undefined}
        allowFullScreen={kind === "video"}
      />
    );
  }
  return (
    <div
      className={cn("flex w-full flex-col items-center justify-center gap-3 bg-slate-100 p-6 text-center", className)}
      data-testid={`${kind}-placeholder`}
    >
      <p className="max-w-sm text-sm text-slate-700">{t("embed.consentNote")}</p>
      <button type="button" className={buttonClass("primary", "md")} onClick={() => setLoadedOnce(true)}>
        {kind === "map" ? t("embed.loadMap") : t("embed.loadVideo")}
      </button>
    </div>
  );
}
