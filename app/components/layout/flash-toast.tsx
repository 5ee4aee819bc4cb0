import { useEffect } from "react";
import { useT } from "~/i18n/language";

/** Shows the toast a redirect carried (signed in, account created, signed out...). */
export function FlashToast({ code }: { code: string | null }) {
  const t = useT("auth");
  useEffect(() => {
    if (!code) return;
    const key = code as "welcome";
    void import("~/components/ui/toast").then(({ toast }) =>
      toast({ title: t(`flash.${key}.title`), description: t(`flash.${key}.description`), variant: code === "signOutFailed" ? "error" : "success", replace: true }),
    );
  }, [code, t]);
  return null;
}
