import type en from "../en/drawings";
import type { Translation } from "../types";

const drawings: Translation<typeof en> = {
  meta: {
    title: "Desene tehnice ale sistemelor noastre de parcare",
    description:
      "Secțiuni și planuri ale sistemelor de parcare: Duplicator, E1, S1 Shuttle, Shuttlepark H, Tetris Rotolift, Tetris Rotopark, Translopark C și Translopark L.",
    keywords: "desene tehnice parcare, desen elevator auto, plan sistem de parcare, secțiune parcare",
  },
  title: "Desene tehnice",
  subtitle:
    "Secțiuni și planuri ale fiecărui sistem, pentru arhitecți și ingineri. Desenele sunt orientative, nu pentru execuție.",
  enlarge: "Mărește desenul {{title}}",
  download: "Descarcă",
  downloadLabel: "Descarcă desenul {{title}}",
  viewer: {
    label: "Vizualizator de desene: {{title}}",
    previous: "Desenul anterior",
    next: "Desenul următor",
    position: "Desenul {{current}} din {{total}}",
    close: "Închide vizualizatorul",
  },
  views: {
    section: "Secțiune",
    plan: "Plan",
  },
  products: {
    duplicator: {
      description:
        "Elevator auto pe două niveluri pentru garaje private și comerciale: două mașini pe aceeași suprafață.",
    },
    e1: {
      description: "Platforme de suprapunere independente pentru 6-30 de locuri, cu groapă pentru nivelul inferior.",
    },
    s1Shuttle: {
      description:
        "Sistem cu shuttle pentru 30-150 de locuri: cărucioare pe șine deservesc fiecare loc de pe fiecare nivel.",
    },
    shuttleparkH: {
      description: "Parcare automată de mare înălțime pentru 30-1000 de locuri, cu mai multe lifturi și shuttle-uri.",
    },
    tetrisRotolift: {
      description: "Lift rotativ care întoarce și ridică mașina, astfel încât șoferii ies întotdeauna cu fața înainte.",
    },
    tetrisRotopark: { description: "Sistem rotativ compact pentru 6-30 de locuri, pe o suprafață redusă." },
    transloparkC: { description: "Puț circular pentru 8-96 de locuri, în jurul unui lift rotativ central." },
    transloparkL: {
      description: "Sistem longitudinal pentru 15-60 de locuri, cu cărucior de ridicare ghidat pe șine.",
    },
  },
};

export default drawings;
