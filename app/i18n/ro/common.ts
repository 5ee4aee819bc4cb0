import type en from "../en/common";
import type { Translation } from "../types";

const common: Translation<typeof en> = {
  meta: {
    siteName: "Autoparc Systems",
    defaultKeywords: "sisteme de parcare automată, parcări auto, soluții de parcare, România, Europa",
  },
  skipToContent: "Salt la conținutul principal",
  nav: {
    label: "Navigare principală",
    home: "Acasă",
    services: "Servicii",
    catalog: "Catalog",
    blog: "Blog",
    about: "Despre noi",
    contact: "Contact",
    selector: "Selector",
  },
  selectorCta: {
    title: "Ce sistem se potrivește amplasamentului dvs.?",
    text: "Introduceți terenul, locurile necesare și traficul: selectorul de parcare ordonează cele nouă sisteme ale noastre și desenează propunerea.",
    link: "Deschide selectorul de parcare",
    check: "Verificați-l pentru amplasamentul dvs.",
  },
  header: {
    logoLabel: "Autoparc Systems, pagina principală",
    signIn: "Autentificare",
    adminPanel: "Panou de administrare",
    getQuote: "Cere ofertă",
    openMenu: "Deschide meniul",
    closeMenu: "Închide meniul",
    languageLabel: "Limba",
    switchLanguage: "English",
    switchLanguageLabel: "Switch language to English",
  },
  footer: {
    tagline:
      "Sisteme de parcare automate și semiautomate de la {{spacesMin}} la {{spacesMax}} de locuri, proiectate, instalate și întreținute în România și în Europa din {{foundedYear}}.",
    contactTitle: "Contact",
    servicesTitle: "Servicii",
    companyTitle: "Companie",
    supportTitle: "Asistență",
    services: {
      automated: "Sisteme automate",
      semiAutomatic: "Sisteme semiautomate",
      maintenance: "Mentenanță",
      consultation: "Consultanță",
    },
    company: {
      about: "Despre noi",
      projects: "Proiecte",
      careers: "Cariere",
      news: "Noutăți",
    },
    support: {
      contact: "Contact",
      documentation: "Documentație",
      faq: "Întrebări frecvente",
      warranty: "Garanție",
    },
    placeholderNote: "În curând",
    privacy: "Politica de confidențialitate",
    terms: "Termeni și condiții",
    cookieSettings: "Setări cookie-uri",
    scrollTop: "Înapoi sus",
    rights: "Toate drepturile rezervate.",
    disputeTitle: "Protecția consumatorilor",
    anpcSal: "ANPC – Soluționarea alternativă a litigiilor (SAL)",
  },
  hours: {
    closed: "închis",
  },
  cookie: {
    title: "Vă respectăm confidențialitatea",
    text: "Folosim cookie-uri esențiale pentru funcționarea site-ului. Cu acordul dumneavoastră încărcăm și videoclipul și harta integrate, care setează propriile cookie-uri.",
    acceptAll: "Accept toate",
    refuse: "Refuz cele neesențiale",
    learnMore: "Află mai multe",
    learnMoreNewTab: "(se deschide într-o filă nouă)",
  },
  embed: {
    consentNote:
      "Acest conținut este furnizat de un terț care poate seta cookie-uri. Se încarcă doar cu acordul dumneavoastră.",
    loadMap: "Încarcă harta",
    loadVideo: "Încarcă videoclipul",
    mapTitle: "Harta cu biroul nostru din Piatra-Neamț",
    videoTitle: "Videoclip de prezentare a sistemelor noastre de parcare automată",
  },
  quote: {
    title: "Solicitați o ofertă",
    description: "Descrieți-ne proiectul, iar inginerii noștri vă răspund în {{responseHours}} de ore.",
    name: "Nume complet",
    email: "E-mail",
    phone: "Telefon",
    company: "Companie (opțional)",
    projectType: "Tipul proiectului",
    selectProjectType: "Selectați tipul proiectului",
    projectTypes: {
      residential: "Rezidențial",
      commercial: "Comercial",
      industrial: "Industrial",
    },
    spaces: "Număr de locuri de parcare",
    message: "Detalii despre proiect",
    messagePlaceholder: "Amplasament, tip de clădire, termene…",
    submit: "Trimite cererea",
    cancel: "Anulează",
    success: "Cererea de ofertă a fost trimisă cu succes!",
    successDescription: "Vă vom răspunde în {{responseHours}} de ore.",
  },
  form: {
    required: "obligatoriu",
  },
  enquiryForm: {
    sending: "Se trimite...",
    honeypot: "Lăsați acest câmp gol",
    errorSummary: "Vă rugăm să corectați câmpurile marcate mai jos; textul introdus a fost păstrat.",
    rateLimited:
      "Prea multe mesaje de la conexiunea dvs. în ultimele minute. Vă rugăm să încercați din nou peste zece minute sau să ne sunați.",
    unavailable:
      "Nu am putut salva mesajul dvs. acum. Nu s-a trimis nimic: vă rugăm să încercați din nou în câteva momente sau să ne sunați.",
    expired:
      "Formularul a stat deschis mult timp, așa că nu a fost trimis. Textul introdus a fost păstrat: vă rugăm să-l trimiteți din nou.",
    errors: {
      required: "Acest câmp este obligatoriu.",
      tooLong: "Textul este prea lung.",
      invalidEmail: "Vă rugăm să introduceți o adresă de email validă.",
      invalidPhone: "Vă rugăm să introduceți un număr de telefon valid (cifre, spații, + și paranteze).",
      invalidSpaces: "Vă rugăm să introduceți un număr întreg de locuri de parcare, de la {{min}} la {{max}}.",
      invalidProjectType: "Vă rugăm să alegeți tipul proiectului.",
      invalidText: "Vă rugăm să scrieți pe un singur rând.",
      invalidCharacters: "Textul conține caractere de control care nu pot fi salvate. Vă rugăm să le eliminați.",
    },
  },
  quotePage: {
    metaTitle: "Cerere de ofertă pentru un sistem de parcare automatizat",
    metaDescription:
      "Spuneți-ne despre proiectul dvs., de la {{spacesMin}} la {{spacesMax}} de locuri de parcare: inginerii noștri răspund în {{responseHours}} de ore cu o soluție și un preț.",
    sentHeading: "Vă mulțumim!",
    another: "Trimiteți o altă cerere",
    backHome: "Înapoi la pagina principală",
  },
  notFound: {
    metaTitle: "Pagina nu a fost găsită",
    title: "404",
    subtitle: "Hopa! Pagina nu a fost găsită",
    text: "Pagina pe care o căutați nu există sau a fost mutată.",
    home: "Înapoi la pagina principală",
  },
  error: {
    metaTitle: "A apărut o eroare",
    title: "A apărut o eroare",
    text: "A apărut o eroare neașteptată la noi. Aceasta a fost înregistrată și o analizăm. Vă rugăm să încercați din nou în câteva momente.",
    home: "Înapoi la pagina principală",
    retry: "Încearcă din nou",
  },
  labels: {
    loading: "Se încarcă...",
    error: "Eroare",
    success: "Succes",
    close: "Închide",
    errorLoading: "Eroare la încărcarea datelor",
    noData: "Nu există date",
  },
};

export default common;
