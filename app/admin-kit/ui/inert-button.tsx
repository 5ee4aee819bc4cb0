import type { ReactNode } from "react";
import { useT } from "~/i18n/language";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/**
 * A button with no behaviour yet (add, edit, export...). It works as a button and says so
 * when pressed, rather than looking broken or doing nothing.
 */
export function InertButton({
  children,
  variant = "outline",
  size = "sm",
  label,
  className,
}: {
  children: ReactNode;
  variant?: "primary" | "outline" | "ghost";
  size?: "sm" | "md" | "icon";
  label?: string;
  className?: string;
}) {
  const t = useT("admin");
  return (
    <button
      type="button"
      aria-label={label}
      title={t("common.notAvailable")}
      className={buttonClass(variant, size, className)}
      onClick={() =>
        toast({ title: t("common.notAvailable"), description: t("common.notAvailableDescription"), variant: "info" })
      }
    >
      {children}
    </button>
  );
}
