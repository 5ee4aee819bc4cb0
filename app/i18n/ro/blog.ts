import type en from "../en/blog";
import type { Translation } from "../types";

const blog: Translation<typeof en> = {
  meta: {
    title: "Blog: studii de caz despre parcări automate",
    description:
      "Studii de caz ale unor proiecte de parcări automate: centre de afaceri, clădiri rezidențiale, centre comerciale, hoteluri și amplasamente industriale.",
    keywords: "studiu de caz parcare automată, proiect parcare, blog parcări",
  },
  title: "Proiecte și studii de caz",
  subtitle: "Cum au câștigat spațiu dezvoltatorii, hotelurile și operatorii de parcări cu ajutorul parcării automate.",
  filterLabel: "Filtrați articolele după categorie",
  categories: {
    all: "Toate",
    Commercial: "Comercial",
    Residential: "Rezidențial",
    Hospitality: "Ospitalitate",
    Industrial: "Industrial",
  },
  readMore: "Citește mai mult",
  readMoreLabel: "Citește mai mult: {{title}}",
  minRead: "{{count}} min de citit",
  by: "Autor: {{author}}",
  spaces: "{{count}} de locuri",
  noArticles: "Încă nu există articole în această categorie.",
  share: "Distribuie",
  linkCopied: "Link copiat!",
  linkCopiedText: "Linkul articolului a fost copiat în clipboard.",
  shareFailed: "Linkul nu a putut fi distribuit",
  tags: "Etichete",
  backToBlog: "Înapoi la blog",
  getStarted: "Începeți acum",
  ctaTitle: "Plănuiți un proiect similar?",
  ctaText: "Spuneți-ne despre amplasamentul dumneavoastră și vă vom propune sistemul de parcare potrivit.",
  notFound: {
    metaTitle: "Articolul nu a fost găsit",
    title: "Articolul nu a fost găsit",
    text: "Articolul pe care îl căutați nu există.",
  },
};

export default blog;
