import type en from "../en/services";
import type { Translation } from "../types";

const services: Translation<typeof en> = {
  meta: {
    title: "Servicii: parcări automate, semiautomate, mentenanță, consultanță",
    description:
      "Sisteme de parcare automate și semiautomate, mentenanță 24/7 și consultanță, de la studiul de fezabilitate la caietul de sarcini, în România și Europa.",
    keywords:
      "servicii parcare automată, parcare semiautomată, mentenanță parcări, consultanță parcări, studiu de fezabilitate parcare",
  },
  hero: {
    title: "Servicii pentru fiecare etapă a parcării dumneavoastră",
    subtitle:
      "Oferim consultanță, proiectăm, instalăm și întreținem sisteme de parcare automate și semiautomate de la {{spacesMin}} la peste {{spacesMax}} de locuri.",
  },
  cardsTitle: "Ce facem",
  learnMore: "Află mai multe",
  seeExamples: "Vedeți exemple în Proiecte",
  backToServices: "Toate serviciile",
  drawings: {
    title: "Inginerie pe care o puteți verifica",
    subtitle:
      "Fiecare sistem este planificat pe desene tehnice detaliate, puse la dispoziția arhitectului dumneavoastră încă din prima zi.",
    crossSection: "Secțiune transversală printr-un sistem pe mai multe niveluri",
    topView: "Vedere de sus a unui sistem circular",
    hydraulicDetail: "Detaliu al sistemului de ridicare hidraulic",
    button: "Vezi desenele tehnice",
  },
  items: {
    automated: {
      metaTitle: "Sisteme de parcare automate, de la 30 la peste 1000 de locuri",
      metaDescription:
        "Parcări modulare complet automatizate pentru 30 până la peste 1000 de locuri, cu monitorizare de la distanță 24/7 și timp de parcare redus cu până la 70%.",
      keywords:
        "sistem de parcare automată, parcare robotizată, parcare multi-slot, parcare cu shuttle, parcare auto automatizată",
      title: "Sisteme de parcare automate",
      description: "Parcări modulare, complet automatizate, de la 30 la peste 1000 de locuri.",
      paragraph:
        "Șoferul lasă mașina într-o cabină de transfer, iar lifturile și shuttle-urile o depozitează și o aduc înapoi la cerere. Fără rampe și căi de rulare, același volum găzduiește de până la două ori mai multe mașini, iar fiecare sistem este monitorizat de la distanță non-stop.",
      b1: "Concepție modulară, care crește odată cu clădirea dumneavoastră",
      b2: "De la 30 la peste 1000 de locuri într-un singur sistem",
      b3: "Monitorizare și diagnosticare de la distanță 24/7",
      b4: "Parcare și preluare în aproximativ două minute",
    },
    semiAutomatic: {
      metaTitle: "Sisteme de parcare semiautomate pentru 6-60 de locuri",
      metaDescription:
        "Parcări semiautomate cu suprapunere și tip puzzle pentru 6-60 de locuri: raport calitate-preț optim pentru clădiri rezidențiale, cu opțiune de automatizare.",
      keywords:
        "parcare semiautomată, parcare tip puzzle, platforme de suprapunere, duplicator, sistem de parcare rezidențial",
      title: "Sisteme de parcare semiautomate",
      description: "Cel mai bun raport calitate-preț pentru 6-60 de locuri, cu posibilitate de extindere.",
      paragraph:
        "Platformele de suprapunere, glisante și duplicator dublează sau triplează numărul de locuri dintr-un subsol sau o curte. Șoferii parchează singuri pe platformă, iar sistemul face restul. Când nevoile cresc, structura metalică este pregătită pentru automatizare.",
      b1: "Cel mai bun raport calitate-preț pentru 6-60 de locuri",
      b2: "Acces independent la fiecare mașină",
      b3: "Acționări hidraulice sau electrice silențioase",
      b4: "Posibilitate de trecere la automatizare completă",
    },
    maintenance: {
      metaTitle: "Mentenanță și reparații sisteme de parcare, asistență 24/7",
      metaDescription:
        "Contracte de mentenanță pentru sisteme de parcare automate și semiautomate: asistență 24/7, piese originale de la producător și contracte SLA.",
      keywords:
        "mentenanță sisteme de parcare, reparații elevatoare auto, contract service parcare, asistență 24/7, piese originale",
      title: "Mentenanță și reparații",
      description: "Asistență 24/7, piese originale și contracte SLA.",
      paragraph:
        "Tehnicienii noștri vă mențin sistemul în funcțiune prin inspecții planificate, diagnosticare de la distanță și intervenție rapidă atunci când ceva se oprește. Întreținem și modernizăm și sisteme instalate de alți furnizori.",
      b1: "Asistență 24/7 cu diagnosticare de la distanță",
      b2: "Piese originale de la producător (OEM)",
      b3: "Contracte SLA cu timpi de răspuns garantați",
      b4: "Modernizarea sistemelor mai vechi",
    },
    consultation: {
      metaTitle: "Consultanță parcări: fezabilitate, cost-beneficiu, amplasare",
      metaDescription:
        "Studii de fezabilitate, analize cost-beneficiu, soluții conceptuale de amplasare și caiete de sarcini pentru proiecte de parcări automate.",
      keywords:
        "consultanță parcări, studiu de fezabilitate parcare, analiză cost-beneficiu parcare, plan parcare, caiet de sarcini",
      title: "Consultanță",
      description: "Studii de fezabilitate, analize cost-beneficiu, soluții conceptuale și caiete de sarcini.",
      paragraph:
        "Înainte să construiți, vă spunem câte mașini încap, ce sistem se potrivește amplasamentului și cât va costa construcția și exploatarea. Arhitecții primesc soluții conceptuale de amplasare, iar autoritățile publice primesc caiete de sarcini gata de publicat.",
      b1: "Studii de fezabilitate pentru clădiri noi și existente",
      b2: "Analiză cost-beneficiu față de o parcare convențională",
      b3: "Soluții conceptuale de amplasare pentru arhitectul dumneavoastră",
      b4: "Caiete de sarcini pentru achiziții publice",
    },
  },
};

export default services;
