import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { heroStats } from "~/content/stats";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { buttonClass } from "~/components/ui/button";
import { ButtonLink } from "~/components/site/button-link";
import { CountUp, CountUpGroup } from "./count-up";

const VideoDialog = lazy(() => import("./video-dialog"));

export function Hero() {
  const t = useT("home");
  const tc = useT("common");
  const { lang } = useLanguage();
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoUsed, setVideoUsed] = useState(false);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">{t("hero.eyebrow")}</p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-tight font-extrabold text-balance md:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 text-lg text-slate-200">{t("hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/blog" variant="accent" size="lg">
              {t("hero.cta")}
            </ButtonLink>
            <button
              type="button"
              className={buttonClass("onDark", "lg")}
              onClick={() => {
                setVideoUsed(true);
                setVideoOpen(true);
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
              {t("hero.learnMore")}
            </button>
          </div>
          <CountUpGroup label={t("hero.stats.label")} className="mt-10 grid max-w-md grid-cols-3 gap-4">
            {heroStats.map((stat) => (
              <div key={stat.key} className="flex flex-col-reverse">
                <dt className="text-sm text-slate-300">{t(`hero.stats.${stat.key}`)}</dt>
                <dd className="text-3xl font-extrabold text-white">
                  <CountUp value={stat.value} suffix={stat.suffix} />
                </dd>
              </div>
            ))}
          </CountUpGroup>
          <p className="mt-6 text-sm text-slate-200">
            <Link
              to={localePath("/parking-selector", lang)}
              className="font-semibold text-white underline underline-offset-2 hover:text-accent-500"
            >
              {tc("selectorCta.title")} {tc("selectorCta.link")}
            </Link>
          </p>
        </div>
        <img
          src="/illustrations/hero.svg"
          alt=""
          width={640}
          height={480}
          decoding="async"
          className="mx-auto hidden w-full max-w-lg md:block"
        />
      </div>
      {videoUsed ? (
        <Suspense fallback={null}>
          <VideoDialog open={videoOpen} onOpenChange={setVideoOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
