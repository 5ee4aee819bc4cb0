import type { Route } from "./+types/home";
import { pageData } from "~/i18n/page.server";
import { enquiryAction } from "./enquiry-action.server";
import { pageMeta } from "~/content/seo";
import { Hero } from "~/components/home/hero";
import { ProjectsSection } from "~/components/home/projects-section";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";
import { deferred } from "~/lib/deferred";

// Sections without controls of their own (and the contact form, which posts without JavaScript):
// rendered by the server, their code follows the page's first load.
const ServicesSection = deferred(() => import("~/components/home/sections").then((m) => m.ServicesSection));
const AboutSection = deferred(() => import("~/components/home/sections").then((m) => m.AboutSection));
const ContactSection = deferred(() => import("~/components/home/sections").then((m) => m.ContactSection));

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "home");
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The home page's contact section posts here (with or without JavaScript). */
export const action = enquiryAction({ table: "contact_messages", form: "home" });

/** Home: hero, services, projects, about, contact, in that order. */
export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <ProjectsSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
