import { lazy, Suspense, useState } from "react";
import type { Route } from "./+types/technical-drawings";
import { drawingDownloadName, drawingImage, drawingProducts, type DrawingProduct } from "~/content/drawings";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { SelectorCta } from "~/components/site/selector-cta";
import { pageData } from "~/i18n/page.server";
import { pageMeta } from "~/content/seo";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { StrokeIcon } from "~/components/ui/stroke-icon";

const DrawingViewer = lazy(() => import("~/components/site/drawing-viewer"));

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "drawings");
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function TechnicalDrawings() {
  const t = useT("drawings");
  const tc = useT("common");
  const { lang } = useLanguage();
  const [open, setOpen] = useState<DrawingProduct | null>(null);
  const [used, setUsed] = useState(false);
  const [index, setIndex] = useState(0);
  const show = (product: DrawingProduct) => {
    setUsed(true);
    setIndex(0);
    setOpen(product);
  };
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <section className="py-12">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-4">
          {drawingProducts.map((product, i) => (
            <li
              key={product.id}
              data-testid="drawing-card"
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <button
                type="button"
                onClick={() => show(product)}
                className="block cursor-zoom-in focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t("enlarge", { title: product.title })}
              >
                <img
                  src={drawingImage(product, "section")}
                  alt={`${product.title}: ${t("views.section")}`}
                  width={800}
                  height={560}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="h-auto w-full border-b border-slate-200"
                />
              </button>
              <div className="flex flex-1 flex-col p-4">
                <h2 className="text-lg font-semibold text-slate-900">{product.title}</h2>
                <p className="mt-1 flex-1 text-sm text-slate-600">{t(`products.${product.id}.description`)}</p>
                <Link
                  to={localePath("/parking-selector", lang)}
                  className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {tc("selectorCta.check")}
                </Link>
                <div className="mt-4 flex gap-2">
                  <button
                    type="button"
                    onClick={() => show(product)}
                    className={buttonClass("outline", "sm")}
                    aria-label={t("enlarge", { title: product.title })}
                  >
                    <StrokeIcon>
                      <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
                    </StrokeIcon>
                  </button>
                  <a
                    href={drawingImage(product, "section")}
                    download={drawingDownloadName(product, "section")}
                    className={buttonClass("primary", "sm")}
                    aria-label={t("downloadLabel", { title: product.title })}
                  >
                    {t("download")}
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <SelectorCta />
      {used ? (
        <Suspense fallback={null}>
          <DrawingViewer product={open} index={index} onIndexChange={setIndex} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
