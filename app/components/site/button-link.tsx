import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLanguage } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";

/** A link to a page of the site, in the visitor's language, drawn as a button (see buttonClass). */
export function ButtonLink({
  to,
  variant,
  size,
  className,
  children,
}: {
  /** The page's path in English; the Romanian one is derived from it. */
  to: string;
  variant: Parameters<typeof buttonClass>[0];
  size: Parameters<typeof buttonClass>[1];
  className?: string;
  children: ReactNode;
}) {
  const { lang } = useLanguage();
  return (
    <Link to={localePath(to, lang)} className={buttonClass(variant, size, className)}>
      {children}
    </Link>
  );
}
