import { Link } from "react-router";
import { useLegalIdentity, useOpeningHours } from "~/components/site/page-data";
import { company, telHref } from "~/content/company";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { CookieSettingsButton } from "~/components/site/cookie-consent";
import { LogoMark } from "./logo";
import { StrokeIcon } from "~/components/ui/stroke-icon";

const linkClass = "text-slate-300 hover:text-white underline-offset-2 hover:underline";

export function Footer() {
  const t = useT("common");
  const { lang } = useLanguage();
  const openingHours = useOpeningHours();
  const legal = useLegalIdentity();
  const to = (path: string) => localePath(path, lang);
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link
            to={to("/")}
            className="flex items-center gap-2 text-lg font-bold text-white"
            aria-label={t("header.logoLabel")}
          >
            <LogoMark />
            {t("meta.siteName")}
          </Link>
          <p className="mt-3 max-w-sm text-sm text-slate-300">{t("footer.tagline")}</p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <p>
              {company.address.street}, {company.address.postalCode} {company.address.locality},{" "}
              {company.address.region}
            </p>
            <p>
              <a className={linkClass} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
            {openingHours.map((line) => (
              <p key={line} className="text-slate-300">
                {line}
              </p>
            ))}
          </address>
        </div>
        <FooterGroup
          title={t("footer.servicesTitle")}
          links={[
            { label: t("footer.services.automated"), to: to("/services/automated") },
            { label: t("footer.services.semiAutomatic"), to: to("/services/semi-automatic") },
            { label: t("footer.services.maintenance"), to: to("/services/maintenance") },
            { label: t("footer.services.consultation"), to: to("/services/consultation") },
          ]}
        />
        <FooterGroup
          title={t("footer.companyTitle")}
          links={[
            { label: t("footer.company.about"), to: to("/about") },
            { label: t("footer.company.projects"), to: to("/#projects") },
            { label: t("footer.company.careers") },
            { label: t("footer.company.news") },
          ]}
        />
        <FooterGroup
          title={t("footer.supportTitle")}
          links={[
            { label: t("footer.support.contact"), to: to("/contact") },
            { label: t("footer.support.documentation") },
            { label: t("footer.support.faq") },
            { label: t("footer.support.warranty") },
          ]}
        />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <div aria-label={t("footer.disputeTitle")} role="group" className="flex flex-wrap gap-3">
            <DisputeBadge href={company.disputeResolution.anpcSal} label={t("footer.anpcSal")} code="SAL" />
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <Link className={linkClass} to={to("/privacy-policy")}>
              {t("footer.privacy")}
            </Link>
            <Link className={linkClass} to={to("/terms-of-service")}>
              {t("footer.terms")}
            </Link>
            <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
            <a href="#top" onClick={backToTop} className={`${linkClass} inline-flex items-center gap-1`}>
              <StrokeIcon>
                <path d="M12 19V5M5 12l7-7 7 7" />
              </StrokeIcon>
              {t("footer.scrollTop")}
            </a>
          </div>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-slate-400" data-testid="legal-identity">
          © {year} {legal.legalName}. {t("footer.rights")}
          {legal.taxCode ? (
            <>
              <br />
              {[
                `${t("footer.taxCode")} ${legal.taxCode}`,
                legal.tradeRegister && `${t("footer.tradeRegister")} ${legal.tradeRegister}`,
                legal.registeredOffice && `${t("footer.registeredOffice")}: ${legal.registeredOffice}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </>
          ) : null}
        </p>
      </div>
    </footer>
  );
}

/**
 * Scrolls to the top (smoothly, unless the visitor asks for reduced motion) and moves the keyboard
 * focus there, so the next Tab reaches the skip link and the header. Without JavaScript, the link's
 * #top does the same jump.
 */
function backToTop(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  document.getElementById("top")?.focus({ preventScroll: true });
}

/** A column of links; one without `to` has no target yet: shown, but not presented as a link. */
function FooterGroup({ title, links }: { title: string; links: readonly { label: string; to?: string }[] }) {
  const t = useT("common");
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(({ label, to }) => (
          <li key={label}>
            {to ? (
              <Link className={linkClass} to={to}>
                {label}
              </Link>
            ) : (
              <span className="cursor-default text-slate-400" title={t("footer.placeholderNote")}>
                {label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The consumer-protection badges Romanian law asks for, drawn as light inline marks. */
function DisputeBadge({ href, label, code }: { href: string; label: string; code: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-3 rounded-md bg-white px-3 py-2 text-slate-900 hover:ring-2 hover:ring-accent-500"
    >
      <span className="rounded bg-brand-700 px-2 py-1 text-xs font-bold text-white">{code}</span>
      <span className="max-w-48 text-xs leading-tight font-medium">{label}</span>
    </a>
  );
}
