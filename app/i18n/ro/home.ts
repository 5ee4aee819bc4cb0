import type en from "../en/home";
import type { Translation } from "../types";

const home: Translation<typeof en> = {
  meta: {
    title: "Sisteme de parcare automată în România și Europa",
    description:
      "Sisteme de parcare automate și semiautomate de la {{spacesMin}} la {{spacesMax}} de locuri: proiectare, instalare și mentenanță 24/7 în România și Europa din {{foundedYear}}.",
    keywords:
      "parcare automată, sisteme de parcare auto, elevatoare auto, parcare tip puzzle, parcare România, parcare auto automatizată",
  },
  hero: {
    eyebrow: "Inginerie germană, în România din {{foundedYear}}",
    title: "Sisteme de parcare automată: mai multe mașini în mai puțin spațiu",
    subtitle:
      "Proiectăm, instalăm și întreținem parcări automate și semiautomate de la {{spacesMin}} la {{spacesMax}} de locuri în România și Europa, cu timp de parcare redus cu până la 70% și asistență 24/7.",
    cta: "Descoperiți proiectele noastre",
    learnMore: "Află mai multe",
    videoTitle: "Parcarea automată în 90 de secunde",
    stats: {
      label: "Cifre-cheie",
      projects: "Proiecte livrate",
      years: "Ani de experiență",
      savings: "Economii de costuri",
    },
  },
  services: {
    title: "Serviciile noastre",
    subtitle:
      "De la primul studiu de fezabilitate la decenii de mentenanță, o singură echipă se ocupă de parcarea dumneavoastră.",
    cards: {
      automatic: {
        title: "Sisteme de parcare automate",
        description:
          "Parcări complet automatizate, în care sistemul depozitează și returnează fiecare mașină, fără rampe și fără căi de rulare.",
        f1: "Sisteme multi-slot, cu shuttle și rotative",
        f2: "De la 30 la peste 1000 de locuri",
        f3: "Timp de parcare redus cu până la 70%",
        f4: "Monitorizare de la distanță 24/7",
      },
      maintenance: {
        title: "Mentenanță și reparații",
        description:
          "Mentenanță preventivă și corectivă care menține în funcțiune fiecare platformă, lift și sistem de comandă.",
        f1: "Asistență 24/7 cu intervenție rapidă",
        f2: "Piese originale de la producător",
        f3: "Contracte SLA adaptate nevoilor dumneavoastră",
        f4: "Modernizarea sistemelor existente",
      },
      installation: {
        title: "Instalare",
        description:
          "Instalare la cheie de către echipele noastre certificate, în coordonare cu constructorul încă de la primul desen.",
        f1: "Sisteme duplicator, glisante și cu elevator",
        f2: "Acționare hidraulică și electrică",
        f3: "Punere în funcțiune și certificare de siguranță",
        f4: "Instruirea operatorilor dumneavoastră",
      },
    },
    why: {
      title: "De ce să alegeți parcarea automată?",
      timeSaving: {
        title: "Economie de timp",
        text: "Șoferii își parchează și își preiau mașinile în câteva minute: timpul de parcare scade cu până la 70%.",
      },
      security: {
        title: "Siguranță",
        text: "Mașinile sunt depozitate într-un sistem închis, ferite de furt, avarii și vandalism.",
      },
      efficiency: {
        title: "Eficiență",
        text: "De până la două ori mai multe mașini în același volum, cu costuri de construcție și de exploatare mai mici.",
      },
    },
  },
  projects: {
    title: "Proiectele noastre",
    subtitle: "Sisteme de parcare livrate pentru locuințe, birouri, hoteluri și parcări publice.",
    filterLabel: "Filtrați proiectele după categorie",
    filters: {
      all: "Toate proiectele",
      residential: "Rezidențial",
      commercial: "Comercial",
    },
    categories: {
      residential: "Rezidențial",
      commercial: "Comercial",
    },
    systemLabel: "Sistem",
    spacesLabel: "Locuri",
    capacityLabel: "Locuri pe instalație",
    viewAll: "Vezi toate proiectele",
    items: {
      multiSlot: {
        title: "Sistem multi-slot",
        system: "Parcare automată multi-slot",
        capacity: "30-1000",
        description:
          "O parcare complet automatizată pe mai multe niveluri, cu lifturi și shuttle-uri care deservesc sute de locuri pentru un campus de birouri.",
      },
      circularForklift: {
        title: "Sistem circular cu elevator",
        system: "Elevator circular",
        capacity: "11-132",
        description:
          "Un puț circular cu lift rotativ central, ideal pentru terenuri rezidențiale compacte din centrul orașelor.",
      },
      privateDuplicator: {
        title: "Duplicator privat",
        system: "Duplicator",
        capacity: "2-40",
        description:
          "Două mașini suprapuse pe aceeași suprafață într-un garaj privat, cu acționare hidraulică silențioasă.",
      },
      commercialDuplicator: {
        title: "Duplicator comercial",
        system: "Duplicator",
        capacity: "2-40",
        description:
          "Șiruri de duplicatoare care dublează capacitatea parcării unui centru comercial, fără construcții noi.",
      },
      simple: {
        title: "Sistem simplu",
        system: "Sistem simplu de suprapunere",
        capacity: "6-30",
        description:
          "Platforme de suprapunere independente pentru blocuri de locuințe mici, ușor de utilizat și de întreținut.",
      },
      longitudinalForklift: {
        title: "Sistem longitudinal cu elevator",
        system: "Elevator longitudinal",
        capacity: "15-60",
        description: "O parcare automată îngustă, pe lungimea clădirii, proiectată pentru un hotel urban.",
      },
      sliding: {
        title: "Sistem glisant",
        system: "Sistem glisant (puzzle)",
        capacity: "6-60",
        description:
          "Platforme care glisează lateral și se ridică, astfel încât fiecare mașină să fie accesibilă într-un subsol rezidențial.",
      },
    },
    tags: {
      multiSlot: "multi-slot",
      underground: "subteran",
      office: "birouri",
      circular: "circular",
      apartments: "apartamente",
      duplicator: "duplicator",
      house: "casă",
      retail: "retail",
      simple: "simplu",
      forklift: "elevator",
      hotel: "hotel",
      sliding: "glisant",
      villa: "vilă",
    },
  },
  about: {
    title: "Despre noi",
    text: "De {{years}} de ani ajutăm dezvoltatori, arhitecți, administrații locale și operatori de parcări să transforme spațiul limitat în parcări eficiente și sigure. Îmbinăm ingineria germană cu echipe locale care proiectează, instalează și întrețin fiecare sistem livrat.",
    stats: {
      label: "Rezultatele noastre",
      years: "Ani de experiență",
      clients: "Clienți mulțumiți",
      costReduction: "Reducerea costurilor",
      cities: "Orașe",
    },
    offersTitle: "Ce oferim",
    offers: {
      o1: "Studii de fezabilitate și soluții conceptuale",
      o2: "Sisteme automate și semiautomate de la {{spacesMin}} la {{spacesMax}} de locuri",
      o3: "Instalare la cheie și punere în funcțiune",
      o4: "Contracte de mentenanță cu asistență 24/7",
      o5: "Modernizarea parcărilor existente",
    },
    valuesTitle: "Valorile noastre",
    values: {
      innovation: {
        title: "Inovație",
        text: "Aducem cea mai nouă tehnologie de parcare în fiecare proiect.",
      },
      reliability: {
        title: "Fiabilitate",
        text: "Sisteme construite să funcționeze decenii, susținute de echipele noastre de service.",
      },
      customerFocus: {
        title: "Orientare către client",
        text: "Fiecare soluție este proiectată în funcție de clădirea dumneavoastră și de utilizatorii ei.",
      },
    },
  },
  contact: {
    title: "Contactați-ne",
    subtitle: "Spuneți-ne despre proiectul dumneavoastră: răspundem la fiecare solicitare în {{responseHours}} de ore.",
    phone: "Telefon",
    email: "E-mail",
    address: "Adresă",
    hours: "Program",
    formTitle: "Trimiteți-ne un mesaj",
    fullName: "Nume complet",
    emailField: "E-mail",
    phoneField: "Telefon (opțional)",
    subject: "Subiect",
    message: "Mesaj",
    send: "Trimite mesajul",
    successTitle: "Mesaj trimis!",
    successText: "Vă mulțumim pentru solicitare. Vă vom răspunde în curând.",
    mapTitle: "Unde ne găsiți",
  },
};

export default home;
