import type { ParkingSystemTexts } from "../texts";

const de: ParkingSystemTexts = {
  multiSlot: {
    name: "Turmparksystem (Multi-Slot)",
    description:
      "Ein vollautomatischer Parkturm: Ein zentraler Aufzug mit Übergabeeinheit stellt jedes Fahrzeug in einen Stellplatz links oder rechts des Schachts, auf bis zu 20 Ebenen. Der Fahrer lässt das Auto in der Übergabekabine auf Straßenniveau stehen, und das System holt es auf Abruf zurück. Mehrere Türme nebeneinander bieten Hunderte Stellplätze auf kleiner Grundfläche.",
    typicalUse: "Bürogebäude, Hotels und gemischt genutzte Gebäude auf kleinen innerstädtischen Grundstücken.",
  },
  circularForklift: {
    name: "Rundparksystem mit Hubgerät",
    description:
      "Ein runder Schacht mit einem zentralen Aufzug, der sich beim Heben dreht: Ein Kammübergabesystem stellt jedes Fahrzeug in einen von elf strahlenförmig angeordneten Stellplätzen je Ebene. Meist unterirdisch gebaut, passt es unter Höfe, Plätze und Parks; sichtbar bleibt nur die Übergabekabine.",
    typicalUse: "Wohn- und Bürogebäude in dicht bebauten Innenstädten, unterirdisch unter Höfen oder Plätzen.",
  },
  duplicator: {
    name: "Doppelparker Duplicator",
    description:
      "Ein hydraulischer Zweisäulen-Doppelparker, der ein Fahrzeug über dem anderen auf der Fläche eines Stellplatzes parkt, ohne Grube. Das untere Fahrzeug muss ausfahren, bevor die obere Plattform abgesenkt werden kann; er eignet sich daher für Stellplätze desselben Haushalts oder von Mitarbeitern.",
    typicalUse: "Einfamilienhäuser, kleine Garagen, Mitarbeiter- und Dauerparkplätze.",
  },
  sliding: {
    name: "Verschiebeparksystem (Puzzle)",
    description:
      "Plattformen auf mehreren Ebenen fahren seitlich und auf und ab wie bei einem Schiebepuzzle: Auf jeder Ebene außer der obersten bleibt ein Platz frei, sodass jedes Fahrzeug zur Einfahrtsebene gebracht werden kann. Jedes Auto ist erreichbar, ohne dass der Fahrer andere Fahrzeuge umparken muss.",
    typicalUse: "Tiefgaragen und Innenhöfe von Wohngebäuden.",
  },
  longitudinalForklift: {
    name: "Längsparksystem mit Regalbediengerät",
    description:
      "Ein schienengeführtes Regalbediengerät fährt in einer Gasse über die gesamte Gebäudelänge und stellt die Fahrzeuge in Stellplätze auf beiden Seiten, auf bis zu acht Ebenen. Der schmale Querschnitt passt auf lange, schmale Grundstücke, auf denen keine Rampe Platz hätte.",
    typicalUse: "Hotels, Wohn- und Bürogebäude auf langen, schmalen Grundstücken.",
  },
  simple: {
    name: "Einfacher Stapelparker",
    description:
      "Unabhängige hydraulische Parkplattformen: Ein Fahrzeug parkt in einer Grube unter der Plattform, ein weiteres darüber, auf zwei oder drei Ebenen. Jedes Auto kann ausgeparkt werden, ohne das andere zu bewegen, und das System ist einfach zu bedienen und zu warten.",
    typicalUse: "Kleine Wohngebäude, Büros und private Garagen.",
  },
  shuttle: {
    name: "Shuttle-Parksystem",
    description:
      "Ein vollautomatisches Hochregal-Parkhaus: Auf jeder Ebene bringt ein schienengeführtes Shuttle die Fahrzeuge zu Stellplätzen beiderseits einer Gasse, während Aufzüge an den Enden sie zwischen den Ebenen befördern. Mehrere Aufzüge und Shuttles arbeiten parallel und erreichen so den höchsten Durchsatz für große Parkhäuser.",
    typicalUse: "Große Wohn- und Büroanlagen, Einkaufszentren, Flughäfen und öffentliche Parkhäuser.",
  },
  rotating: {
    name: "Umlaufparksystem (Karussell)",
    description:
      "Ein vertikales Karussell: An einer umlaufenden Kette hängende Paletten drehen sich, bis das gewünschte Fahrzeug unten ankommt. Bis zu 16 Autos stehen auf der Fläche von zwei herkömmlichen Stellplätzen, und das System wählt automatisch den kürzesten Weg.",
    typicalUse: "Schmale innerstädtische Grundstücke, Hotels und Bürogebäude mit wenig Grundfläche.",
  },
  hydraulic: {
    name: "Hydraulischer Autoaufzug",
    description:
      "Ein hydraulischer Autoaufzug befördert das Fahrzeug samt Fahrer zwischen Straßenniveau und Parkebenen und ersetzt die Rampe, wo für sie kein Platz ist. Eine optionale Drehscheibe wendet das Fahrzeug, sodass der Fahrer stets vorwärts ausfährt.",
    typicalUse: "Tiefgaragen von Wohn- und Bürogebäuden, in die keine Rampe passt.",
  },
};

export default de;
