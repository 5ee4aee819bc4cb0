import type { ReactNode } from "react";

export function SectionHeading({
  id,
  title,
  subtitle,
  dark,
}: {
  id: string;
  title: string;
  subtitle?: string;
  dark?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={`text-3xl font-bold md:text-4xl ${dark ? "text-white" : "text-slate-900"}`}>
        {title}
      </h2>
      {subtitle ? <p className={`mt-3 text-lg ${dark ? "text-slate-200" : "text-slate-600"}`}>{subtitle}</p> : null}
    </div>
  );
}

/** A section of the home page: its anchor (`#id`), its heading, then its content, in the page's column. */
export function HomeSection({
  id,
  title,
  subtitle,
  className,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}

export function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      className="mt-0.5 shrink-0 text-brand-600"
    >
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
