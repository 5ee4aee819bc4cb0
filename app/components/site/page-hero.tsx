import type { ReactNode } from "react";

/** The heading band at the top of an inner page. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h1 id="page-title" className="max-w-3xl text-4xl font-extrabold text-balance md:text-5xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-slate-200">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
