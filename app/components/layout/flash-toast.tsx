import { useEffect } from "react";
import { useT } from "~/i18n/language";
import type { FlashCode } from "~/server/flash.server";

/** Shows the toast a redirect carried (signed in, account created, signed out...). */
export function FlashToast({ code }: { code: FlashCode | null }) {
  const t = useT("auth");
  useEffect(() => {
    if (!code) return;
    void import("~/components/ui/toast").then(({ toast }) =>
      toast({
        title: t(`flash.${code}.title`),
        description: t(`flash.${code}.description`),
        variant: code === "signOutFailed" ? "error" : "success",
        replace: true,
      }),
    );
  }, [code, t]);
  return null;
}
