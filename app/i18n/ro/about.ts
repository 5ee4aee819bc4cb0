import type en from "../en/about";
import type { Translation } from "../types";

const about: Translation<typeof en> = {
  meta: {
    title: "Despre noi: ingineri în parcări automate din {{foundedYear}}",
    description:
      "Autoparc Systems proiectează, instalează și întreține parcări automate în România și Europa: peste {{projects}} de proiecte, {{teamMembers}}+ specialiști, {{satisfactionPercent}}% clienți mulțumiți.",
    keywords: "despre Autoparc Systems, companie parcări România, ingineri parcări automate",
  },
  title: "Despre Autoparc Systems",
  subtitle: "Ingineri, instalatori și tehnicieni de service care transformă spațiul limitat în parcări eficiente.",
  stats: {
    label: "Compania noastră în cifre",
    projects: "Proiecte",
    years: "Ani de experiență",
    team: "Membri ai echipei",
    satisfaction: "Satisfacția clienților",
  },
  mission: {
    title: "Misiunea noastră",
    text: "Să oferim fiecărei clădiri locurile de parcare de care are nevoie, în spațiul de care dispune, cu sisteme sigure, rapide și ușor de folosit timp de decenii.",
  },
  vision: {
    title: "Viziunea noastră",
    text: "Orașe în care mașinile sunt parcate în subteran sau în turnuri compacte, iar străzile sunt redate oamenilor.",
  },
  valuesTitle: "Valorile noastre",
  values: {
    excellence: {
      title: "Excelență",
      text: "Inginerie germană, instalatori certificați și punere în funcțiune atentă la fiecare proiect.",
    },
    collaboration: {
      title: "Colaborare",
      text: "Lucrăm cu arhitectul, constructorul și operatorul dumneavoastră de la prima schiță până la ultima inspecție.",
    },
    innovation: {
      title: "Inovație",
      text: "Monitorizare de la distanță, comenzi mai inteligente și acționări eficiente energetic în fiecare sistem nou.",
    },
  },
  cta: {
    title: "Plănuiți o parcare?",
    text: "Spuneți-ne despre proiectul dumneavoastră și vă vom propune sistemul potrivit.",
    button: "Cere ofertă",
  },
};

export default about;
