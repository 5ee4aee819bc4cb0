import { AboutSection } from "./about-section";
import { ContactSection } from "./contact-section";
import { ServicesSection } from "./services-section";

/*
 * The home page's sections whose code may follow the page's first load: links and text only, or a
 * form that posts without JavaScript until it is hydrated. The projects filter is not here: a
 * click on it must work at once.
 */
export { AboutSection, ContactSection, ServicesSection };
