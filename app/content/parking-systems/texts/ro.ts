import type { ParkingSystemTexts } from "../texts";

const ro: ParkingSystemTexts = {
  multiSlot: {
    name: "Sistem multi-slot",
    description:
      "Un turn complet automatizat: un lift central cu unitate de transfer așază fiecare mașină într-un loc de o parte sau de alta a puțului, pe până la 20 de niveluri. Șoferul lasă mașina în cabina de acces de la nivelul străzii, iar sistemul o aduce înapoi la cerere. Mai multe turnuri alăturate deservesc sute de locuri pe o suprafață mică.",
    typicalUse: "Clădiri de birouri, hoteluri și ansambluri mixte pe terenuri urbane mici.",
  },
  circularForklift: {
    name: "Sistem circular cu elevator",
    description:
      "Un puț circular cu un lift central care se rotește în timp ce urcă: un schimbător cu furci de tip pieptene așază fiecare mașină într-unul dintre cele unsprezece locuri radiale de pe fiecare nivel. Construit mai ales în subteran, încape sub curți, piețe și parcuri, iar la suprafață se vede doar cabina de acces.",
    typicalUse:
      "Clădiri rezidențiale și de birouri din centrele aglomerate ale orașelor, în subteran, sub curți sau piețe.",
  },
  duplicator: {
    name: "Duplicator",
    description:
      "Un elevator hidraulic pe doi stâlpi care parchează o mașină deasupra alteia pe suprafața unui singur loc, fără groapă. Mașina de jos trebuie să iasă înainte ca platforma de sus să coboare, de aceea se potrivește locurilor folosite de aceeași familie sau de angajați.",
    typicalUse: "Case private, garaje mici, parcări pentru angajați și de lungă durată.",
  },
  sliding: {
    name: "Sistem glisant (puzzle)",
    description:
      "Platformele de pe mai multe niveluri se deplasează lateral și pe verticală, ca într-un puzzle: pe fiecare nivel, cu excepția celui de sus, un loc rămâne liber, astfel încât orice mașină poate fi adusă la nivelul de acces. Fiecare mașină este accesibilă fără ca șoferul să mute alte mașini.",
    typicalUse: "Subsoluri și curți ale blocurilor de locuințe.",
  },
  longitudinalForklift: {
    name: "Sistem longitudinal cu elevator",
    description:
      "Un transelevator ghidat pe șine circulă pe un culoar de-a lungul clădirii și așază mașinile în locuri de ambele părți, pe până la opt niveluri. Secțiunea îngustă se potrivește terenurilor lungi și înguste, unde o rampă nu ar încăpea.",
    typicalUse: "Hoteluri, clădiri rezidențiale sau de birouri pe terenuri lungi și înguste.",
  },
  simple: {
    name: "Sistem simplu de suprapunere",
    description:
      "Platforme hidraulice de suprapunere independente: o mașină parchează într-o groapă sub platformă și alta deasupra ei, pe două sau trei niveluri. Fiecare mașină poate fi scoasă fără a o muta pe cealaltă, iar sistemul este simplu de utilizat și de întreținut.",
    typicalUse: "Blocuri de locuințe mici, birouri și garaje private.",
  },
  shuttle: {
    name: "Sistem cu shuttle",
    description:
      "O parcare automată de tip raft înalt: pe fiecare nivel, un shuttle ghidat pe șine duce mașinile în locurile de pe ambele părți ale unui culoar, iar lifturile de la capete le mută între niveluri. Mai multe lifturi și shuttle-uri lucrează în paralel și oferă cel mai mare debit pentru parcările mari.",
    typicalUse: "Complexe rezidențiale și de birouri mari, centre comerciale, aeroporturi și parcări publice.",
  },
  rotating: {
    name: "Sistem rotativ (carusel)",
    description:
      "Un carusel vertical: paletele agățate de un lanț închis se rotesc până când mașina cerută ajunge la sol. Până la 16 mașini stau pe suprafața a două locuri obișnuite, iar sistemul alege automat drumul cel mai scurt.",
    typicalUse: "Terenuri urbane înguste, hoteluri și clădiri de birouri cu puțin spațiu la sol.",
  },
  hydraulic: {
    name: "Lift auto hidraulic",
    description:
      "Un lift auto hidraulic transportă mașina împreună cu șoferul între nivelul străzii și etajele de parcare, înlocuind rampa acolo unde nu există loc pentru ea. O platformă rotativă opțională întoarce mașina, astfel încât șoferul iese întotdeauna cu fața înainte.",
    typicalUse: "Parcări subterane ale blocurilor de locuințe și ale clădirilor de birouri unde nu încape o rampă.",
  },
};

export default ro;
