import { useState } from "react";
import { countByCategory, projects, type ProjectCategory } from "~/content/projects";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/components/ui/button";
import { ButtonLink } from "~/components/site/button-link";
import { CardImage } from "~/components/site/card-image";
import { TagList } from "~/components/site/tag-list";
import { HomeSection } from "./section-heading";

type Filter = "all" | ProjectCategory;
const filters: readonly Filter[] = ["all", "residential", "commercial"];

export function ProjectsSection() {
  const t = useT("home");
  const [filter, setFilter] = useState<Filter>("all");
  const counts = countByCategory(projects);
  const shown = filter === "all" ? projects : projects.filter((p) => p.category === filter);

  return (
    <HomeSection id="projects" title={t("projects.title")} subtitle={t("projects.subtitle")} className="py-20">
      <div role="group" aria-label={t("projects.filterLabel")} className="mt-10 flex flex-wrap justify-center gap-2">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(buttonClass(filter === f ? "primary" : "outline", "md"), "rounded-full")}
          >
            {t(`projects.filters.${f}`)}
            <span
              data-testid={`count-${f}`}
              className={cn(
                "rounded-full px-2 py-0.5 text-xs",
                filter === f ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
              )}
            >
              {counts[f]}
            </span>
          </button>
        ))}
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
        {shown.map((project) => (
          <li
            key={project.id}
            data-testid="project-card"
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <CardImage src={project.image} alt={t(`projects.items.${project.id}.title`)} width={400} height={250} />
            <div className="p-5">
              <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {t(`projects.categories.${project.category}`)}
              </span>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{t(`projects.items.${project.id}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`projects.items.${project.id}.description`)}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-500">{t("projects.systemLabel")}</dt>
                  <dd className="font-medium text-slate-800">{t(`projects.items.${project.id}.system`)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("projects.capacityLabel")}</dt>
                  <dd className="font-medium text-slate-800">{t(`projects.items.${project.id}.capacity`)}</dd>
                </div>
              </dl>
              <TagList tags={project.tags.map((tag) => t(`projects.tags.${tag}`))} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to="/blog" variant="outline" size="lg">
          {t("projects.viewAll")}
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
