import type { ParkingSystemTexts } from "../texts";

const it: ParkingSystemTexts = {
  multiSlot: {
    name: "Sistema multi-posto",
    description:
      "Una torre completamente automatica: un ascensore centrale con unità di trasferimento colloca ogni auto in un posto su uno dei due lati del vano, fino a 20 livelli. Il conducente lascia l’auto nella cabina d’ingresso al livello stradale e il sistema la riconsegna su richiesta. Più torri affiancate servono centinaia di posti su una superficie ridotta.",
    typicalUse: "Uffici, hotel e complessi a uso misto su piccoli lotti urbani.",
  },
  circularForklift: {
    name: "Sistema circolare con elevatore",
    description:
      "Un pozzo circolare con un ascensore centrale che ruota mentre sale: uno scambiatore a pettine (forche) colloca ogni auto in uno degli undici posti disposti a raggiera su ciascun livello. Realizzato per lo più sottoterra, trova posto sotto cortili, piazze e parchi; in superficie resta visibile solo la cabina d’ingresso.",
    typicalUse: "Edifici residenziali e per uffici nei centri urbani densi, interrati sotto cortili o piazze.",
  },
  duplicator: {
    name: "Sollevatore Duplicator",
    description:
      "Un sollevatore idraulico a due colonne che parcheggia un’auto sopra l’altra sulla superficie di un solo posto, senza fossa. L’auto in basso deve uscire prima che la piattaforma superiore possa scendere, perciò è adatto a posti usati dalla stessa famiglia o dal personale.",
    typicalUse: "Case private, piccoli garage, parcheggi per il personale e di lunga durata.",
  },
  sliding: {
    name: "Sistema traslante (puzzle)",
    description:
      "Piattaforme su più livelli si spostano lateralmente e in verticale, come in un puzzle scorrevole: su ogni livello tranne l’ultimo resta libero un posto, così qualsiasi auto può essere portata al livello d’ingresso. Ogni auto è raggiungibile senza che il conducente debba spostare le altre.",
    typicalUse: "Piani interrati e cortili di condomini.",
  },
  longitudinalForklift: {
    name: "Sistema longitudinale con elevatore",
    description:
      "Un traslo-elevatore guidato su rotaie percorre una corsia lungo tutto l’edificio e colloca le auto nei posti su entrambi i lati, fino a otto livelli. La sezione stretta è adatta ai lotti lunghi e stretti, dove una rampa non troverebbe spazio.",
    typicalUse: "Hotel, edifici residenziali o per uffici su lotti lunghi e stretti.",
  },
  simple: {
    name: "Sistema di sovrapposizione semplice",
    description:
      "Piattaforme idrauliche di sovrapposizione indipendenti: un’auto parcheggia in una fossa sotto la piattaforma e un’altra sopra, su due o tre livelli. Ogni auto può essere prelevata senza spostare l’altra e il sistema è semplice da usare e da mantenere.",
    typicalUse: "Piccoli condomini, uffici e garage privati.",
  },
  shuttle: {
    name: "Sistema a navette",
    description:
      "Un parcheggio automatico a scaffalatura alta: su ogni livello una navetta guidata su rotaie porta le auto nei posti ai due lati di una corsia, mentre gli ascensori alle estremità le spostano tra i livelli. Più ascensori e navette lavorano in parallelo, con la massima capacità di movimentazione per i grandi parcheggi.",
    typicalUse: "Grandi complessi residenziali e per uffici, centri commerciali, aeroporti e parcheggi pubblici.",
  },
  rotating: {
    name: "Sistema rotativo (giostra)",
    description:
      "Una giostra verticale: i pallet appesi a una catena ad anello ruotano finché l’auto richiesta arriva a terra. Fino a 16 auto stanno sulla superficie di due posti tradizionali e il sistema sceglie automaticamente il percorso più breve.",
    typicalUse: "Lotti urbani stretti, hotel e uffici con poco spazio a terra.",
  },
  hydraulic: {
    name: "Montauto idraulico",
    description:
      "Un montauto idraulico trasporta l’auto con il conducente tra il livello stradale e i piani di parcheggio, al posto di una rampa quando manca lo spazio. Una piattaforma girevole opzionale ruota l’auto, così il conducente esce sempre in marcia avanti.",
    typicalUse: "Autorimesse interrate di condomini e uffici dove una rampa non trova posto.",
  },
};

export default it;
