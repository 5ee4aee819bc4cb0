import type en from "../en/selector";
import type { Translation } from "../types";

const selector: Translation<typeof en> = {
  meta: {
    title: "Selector de sisteme de parcare: ce parcare automată se potrivește terenului?",
    description:
      "Descrieți terenul, locurile necesare, înălțimea sau adâncimea permisă și traficul de vârf: vedeți care dintre cele nouă sisteme ale noastre se potrivesc, în ordine, cu desenul amplasării și o cerere de ofertă dintr-un clic.",
    keywords:
      "selector sistem de parcare, calculator parcare automată, capacitate parcare, parcare puzzle, parcare turn, parcare shuttle",
  },
  nav: "Selector parcare",
  title: "Ce sistem de parcare se potrivește terenului dumneavoastră?",
  subtitle:
    "Descrieți amplasamentul: selectorul verifică fiecare dintre cele nouă sisteme ale noastre după suprafață, înălțime, număr de locuri și trafic, le ordonează pe cele potrivite și desenează propunerea.",
  formHeading: "Amplasamentul",
  resultHeading: "Recomandare",
  form: {
    buildingType: "Tipul clădirii",
    selectBuildingType: "Alegeți tipul clădirii",
    buildingTypes: {
      residential: "Rezidențial",
      office: "Birouri",
      hotel: "Hotel",
      retail: "Comercial",
      public: "Public sau municipal",
      industrial: "Industrial",
    },
    spaces: "Locuri de parcare necesare",
    plotLength: "Lungimea terenului sau a subsolului (m)",
    plotWidth: "Lățimea terenului sau a subsolului (m)",
    streetSide: "Mașinile intră dinspre",
    streetSides: {
      any: "Oricare latură (alege selectorul)",
      long: "O latură lungă a terenului",
      short: "O latură scurtă a terenului",
    },
    streetSideHint: "Strada, curtea, culoarul garajului sau piciorul rampei pe care sosesc mașinile.",
    heightAbove: "Înălțimea liberă permisă deasupra pardoselii parcării (m)",
    heightHint:
      "Înălțimea permisă deasupra solului sau înălțimea liberă a unui subsol existent, sub grinzi și conducte; 0 dacă nu se poate construi deasupra solului.",
    depthBelow: "Adâncimea permisă sub sol (m)",
    depthHint: "0 dacă nu se poate construi sub sol.",
    columnSpacing: "Distanța dintre stâlpi într-un subsol existent (m)",
    columnSpacingHint: "Interax, de-a lungul laturii dinspre stradă; gol dacă nu sunt stâlpi.",
    columnDepthSpacing: "Distanța dintre stâlpi în lungul mașinilor (m)",
    columnDepthSpacingHint:
      "Interax, dinspre stradă spre interior; gol dacă nu se știe. Niciun culoar nu poate avea stâlpi.",
    carsHeading: "Mașinile",
    carLength: "Cea mai lungă mașină (m)",
    carLengthHint: "Gol: 5,0 m, o berlină sau un break mare.",
    carWidth: "Cea mai lată mașină, fără oglinzi (m)",
    carWidthHint: "Gol: 1,9 m. SUV-urile mari au 2,0–2,1 m lățime.",
    suvShare: "Ponderea mașinilor mari (SUV, %)",
    suvHeight: "Înălțimea mașinilor mari (m)",
    suvHeightHint: "Gol: 2,0 m. Majoritatea SUV-urilor au 1,65–1,80 m înălțime.",
    suvWeight: "Masa mașinilor mari (kg)",
    suvWeightHint: "Gol: 2.600 kg. SUV-urile electrice cântăresc 2.500–3.100 kg.",
    evShare: "Ponderea mașinilor electrice încărcate pe loc (%)",
    peak: "Mașini care pleacă în ora cea mai aglomerată",
    arrivals: "Mașini care sosesc în aceeași oră",
    arrivalsHint: "Sosirile și plecările ocupă deopotrivă lifturile; 0 sau gol dacă nu sunt.",
    peakHint: "0 sau gol dacă nu îl cunoașteți.",
    independentAccess: "Fiecare mașină trebuie scoasă fără a muta altele",
    project: "Proiect",
    projects: { new: "Clădire nouă", retrofit: "Clădire existentă (modernizare)" },
    submit: "Arată recomandarea",
    updating: "Se actualizează recomandarea…",
  },
  errors: {
    buildingTypeRequired: "Alegeți tipul clădirii.",
    buildingTypeInvalid: "Alegeți unul dintre tipurile de clădire din listă.",
    spacesRequired: "Introduceți numărul de locuri de parcare.",
    spacesRange: "Introduceți între 1 și 2.000 de locuri.",
    wholeNumber: "Introduceți un număr întreg, fără zecimale sau separatori.",
    numberInvalid: "Introduceți un număr, de exemplu 24 sau 12,5.",
    lengthRequired: "Introduceți lungimea în metri.",
    lengthRange: "Introduceți o lungime între 1 și 500 m.",
    widthRequired: "Introduceți lățimea în metri.",
    widthRange: "Introduceți o lățime între 1 și 500 m.",
    streetInvalid: "Alegeți una dintre laturile din listă.",
    columnSpacingRange: "Introduceți o distanță între 3 și 20 m sau lăsați câmpul gol.",
    columnDepthSpacingRange: "Introduceți o distanță între 3 și 20 m sau lăsați câmpul gol.",
    columnDepthNeedsAcross:
      "Introduceți și distanța dintre stâlpi de-a lungul laturii dinspre stradă: stâlpii stau unde se întâlnesc cele două șiruri.",
    heightRange: "Introduceți o înălțime între 0 și 100 m.",
    depthRange: "Introduceți o adâncime între 0 și 50 m.",
    heightOrDepthRequired: "Permiteți o înălțime deasupra solului sau o adâncime sub sol.",
    suvShareRange: "Introduceți o pondere între 0 și 100%.",
    carLengthRange: "Introduceți o lungime a mașinii între 3 și 6 m.",
    carWidthRange: "Introduceți o lățime a mașinii între 1,4 și 2,5 m.",
    suvHeightRange: "Introduceți o înălțime între 1,4 și 2,5 m.",
    suvWeightRange: "Introduceți o masă între 1.000 și 4.000 kg.",
    evShareRange: "Introduceți o pondere între 0 și 100%.",
    peakRange: "Introduceți între 0 și 2.000 de mașini pe oră.",
    choiceInvalid: "Bifați căsuța sau lăsați-o goală.",
    projectInvalid: "Alegeți clădire nouă sau modernizare.",
  },
  result: {
    empty:
      "Completați datele amplasamentului: sistemele potrivite apar aici, în ordine, cu desenul celui mai potrivit.",
    invalid: "Corectați câmpurile marcate mai sus pentru a vedea recomandarea.",
    fitting: "Sisteme potrivite ({{count}})",
    excluded: "Sisteme nepotrivite ({{count}})",
    none: "Niciun sistem nu se potrivește amplasamentului descris.",
    rank: "Nr. {{rank}}",
    best: "Cel mai potrivit",
    capacity: "Capacitate pe terenul dvs.",
    capacityValue: "{{capacityOf}} locuri",
    levels: "Niveluri",
    levelsValue: "{{levels}} ({{above}} deasupra, {{below}} sub sol)",
    modules: "Module",
    retrieval: "Timp mediu de returnare",
    retrievalValue: "{{seconds}} s",
    throughput: "Mașini pe oră la 80% utilizare",
    installations: "Instalații",
    clearHeight: "Înălțime liberă necesară",
    pitDepth: "Groapă sau adâncime necesară",
    platformWidth: "Lățimea platformei",
    power: "Putere instalată a acționărilor pe instalație",
    kilowatts: "{{value}} kW",
    transferBays: "Cabine de transfer",
    utilisation: "Utilizarea fiecărei mașini la vârf",
    waitP95: "Așteptare la vârf (95% dintre șoferi)",
    metres: "{{value}} m",
    percent: "{{value}}%",
    showDrawing: "Arată desenul",
    drawingShown: "Desenul este afișat mai sus",
    drawingHeading: "Propunere: {{system}}",
    share: "Link către acest rezultat",
    shareHint: "Oricine deschide acest link vede aceeași recomandare.",
    quote: "Cere ofertă pentru această configurație",
    quoteFor: "Cere ofertă pentru {{system}}",
  },
  drawing: {
    title: "{{system}} pe amplasamentul dvs.",
    description:
      "Vedere de sus și secțiune pentru {{system}}: {{modulesOf}} module pe un teren de {{length}} × {{width}} m, {{levelsOf}} niveluri.",
    topView: "Vedere de sus",
    section: "Secțiune",
    entry: "Intrare",
    groundLevel: "Nivelul solului",
    lift: "Lift",
    enlarge: "Deschideți desenul pe tot ecranul",
    viewer: "Desen pe tot ecranul: {{system}}",
    close: "Închide",
    zoomIn: "Mărește",
    zoomOut: "Micșorează",
    zoomReset: "Potrivește pe ecran",
    zoomLevel: "Mărire {{percent}}%",
  },
  reasons: {
    nothingFits:
      "Nimic nu se potrivește așa cum este descris: măriți suprafața, înălțimea sau adâncimea, reduceți locurile sau întrebați-ne: o soluție la comandă poate funcționa.",
    rampedGarage:
      "Pentru comparație, o parcare clasică cu rampe pe acest teren: circa {{capacityOf}} locuri (niveluri: {{levels}}; la sol sau deasupra: {{levelsAbove}}, sub sol: {{levelsBelow}}), {{areaPerSpaceM2}} m² de pardoseală pe loc.",
    rampedGarageSurface:
      "Pentru comparație, rampele dintre niveluri cer un teren de cel puțin {{minWidthM}} × {{minLengthM}} m: pe acest teren o parcare la sol are {{capacityOf}} locuri.",
    evFireSafety:
      "Mașini electrice care se încarcă pe locul lor: un incendiu într-un stivuitor sau un raft nu poate fi atins cu mâna, deci prevedeți detecție automată și sprinklere pe fiecare nivel, încărcătoare care se opresc la alarmă și stabiliți scenariul de securitate la incendiu cu ISU înainte de fixarea proiectului.",
    mostSpacesOnSite:
      "Cel mult încap pe acest amplasament, cu oricare dintre sistemele noastre: {{capacityOf}} locuri. Motivele fiecărui sistem, mai jos, spun de ce ar avea nevoie.",
    fitsCapacity:
      "Încap {{capacityOf}} mașini pentru cele {{spaces}} necesare (niveluri: {{levels}}, module: {{modules}}).",
    severalInstallations: "Construit ca {{installationsOf}} instalații alăturate.",
    retrievalTime: "Returnare în medie în circa {{averageS}} s.",
    peakQueue:
      "95% dintre șoferi așteaptă cel mult {{waitP95S}} s până începe manevra lor (limita: {{boundS}} s; coadă M/G/c, fiecare manevră {{serviceS}} s cu timpul șoferului).",
    queueSpace:
      "Loc pentru mașinile care așteaptă să intre: {{cars}} la fiecare intrare, {{laneM}} m de bandă (intrări: {{entries}}); suficient în 95% din timp la vârf.",
    peakMet:
      "Acoperă vârful dvs. de {{peakCarsPerHourOf}} manevre pe oră: fiecare utilaj (utilaje: {{machines}}) este ocupat {{utilisationPercent}}% din oră (în proiectare se păstrează sub {{maxUtilisationPercent}}%).",
    throughput: "Servește circa {{throughputCarsPerHour}} mașini pe oră (utilaje în paralel: {{machines}}).",
    independentAccess: "Fiecare mașină iese fără a muta alta.",
    dependentAccess:
      "Mașina de jos trebuie să plece înainte ca cea de sus să coboare: pentru locuri folosite de o familie sau de angajați.",
    suvAllLevels: "Toate nivelurile primesc SUV-uri ({{levelHeightM}} m pe nivel).",
    suvSomeLevels:
      "Niveluri pentru SUV: {{suvLevels}} din {{levels}} ({{suvLevelHeightM}} m în loc de {{levelHeightM}} m).",
    needsDriveway:
      "Șoferii au nevoie de {{depthM}} m în fața fiecărui rând: strada, curtea sau culoarul garajului de-a lungul terenului pentru primul rând, un culoar în interiorul terenului (desenat) pentru fiecare pereche următoare de rânduri.",
    needsEntryBuilding:
      "Nivelul de intrare are nevoie de {{heightM}} m la sol, mai mult decât înălțimea permisă: trebuie găsit loc în clădirea de deasupra.",
    useMatch: "Se construiește des în clădiri ca a dvs.",
    costPerSpace:
      "Cost pe loc de circa {{equipmentMin}}–{{equipmentMax}} € pentru echipament, {{totalMin}}–{{totalMax}} € cu partea de lucrări de construcții (intervale de planificare, nu o ofertă).",
    useMismatch: "Se construiește rar în acest tip de clădire.",
    suvLimited:
      "Versiunea pentru SUV primește mașini de până la {{maxHeightM}} m și {{maxWeightKg}} kg: nu toate mașinile dvs. mari ({{designHeightM}} m, {{designWeightKg}} kg).",
    platformFor:
      "Platforme late de {{platformWidthM}} m, pentru mașini de până la {{carLengthM}} m lungime și {{carWidthM}} m lățime.",
    power: "Putere instalată la 400 V: circa {{totalKw}} kW pentru acționări ({{perInstallationKw}} kW pe instalație).",
    powerWithCharging:
      "Putere instalată la 400 V: acționări circa {{driveKw}} kW ({{perInstallationKw}} kW pe instalație); încărcătoare {{evSpaces}} × {{chargerKw}} kW = {{chargingKw}} kW, pe un tablou propriu al cărui management de sarcină le împarte puterea.",
    carTooLong:
      "Primește mașini de până la {{maxLengthM}} m lungime, chiar în versiunea lungă: nu de {{carLengthM}} m.",
    carTooWide: "Cea mai lată platformă primește mașini de până la {{maxWidthM}} m lățime: nu de {{carWidthM}} m.",
    manyInstallations:
      "Construit ca {{installationsOf}} instalații separate, fiecare cu intrarea, utilajul și întreținerea ei: o parcare de această mărime este de obicei una sau câteva (după cele cu cel mult {{most}}).",
    retrofitPit: "Are nevoie de o groapă de {{depthM}} m: mai greu într-o clădire existentă.",
    retrofitStructure: "Are nevoie de puț și structură proprii: mai greu într-o clădire existentă.",
    tooSmallFootprint:
      "Terenul ({{plotLengthM}} × {{plotWidthM}} m) este mai mic decât cere un modul ({{neededLengthM}} × {{neededWidthM}} m).",
    columnsTooClose: "Modulele sale au nevoie de {{neededM}} m interax între stâlpi; stâlpii sunt la {{spacingM}} m.",
    streetSideTooShort:
      "Mașinile intră peste latura dinspre stradă: în acea direcție terenul nu are {{neededM}} m adâncime. Dinspre altă latură ar încăpea.",
    notEnoughLevels:
      "Niveluri permise de înălțime și adâncime: {{levelsPossible}}; are nevoie de cel puțin {{minLevels}}.",
    aboveGroundOnly: "Se construiește numai deasupra solului.",
    needsPit: "Are nevoie de o groapă de cel puțin {{pitDepthM}} m.",
    needsClearHeight: "Numărul minim de niveluri are nevoie de {{heightM}} m înălțime liberă deasupra solului.",
    needsRaisedFrameHeight:
      "Are nevoie de {{heightM}} m înălțime liberă deasupra solului: cadrul platformelor se ridică pentru a aduce mașina din groapă.",
    notEnoughCapacity:
      "Încap cel mult {{capacityOf}} mașini aici (module: {{modules}}, niveluri: {{levels}}): mai puțin decât cele {{spaces}} necesare.",
    belowSystemMinimum:
      "{{spacesOf}} locuri sunt mai puține decât cele pentru care este construit (de la {{minSpaces}}).",
    peakNotMet:
      "Nu poate prelua vârful dvs. de {{peakCarsPerHourOf}} manevre pe oră: cu cele mai multe utilaje posibile aici ({{machines}}), fiecare este ocupat {{utilisationPercent}}% din oră, iar 95% dintre șoferi ar aștepta până la {{waitP95S}} s (în proiectare sub {{maxUtilisationPercent}}% și {{boundS}} s).",
    peakOverCapacity:
      "Nu poate prelua vârful dvs. de {{peakCarsPerHourOf}} manevre pe oră: utilajele sale ({{machines}}) mută circa {{throughputCarsPerHour}} pe oră la {{maxUtilisationPercent}}% utilizare; coada nu s-ar goli niciodată.",
    strangersNeedIndependentAccess:
      "Într-o parcare publică nimeni nu poate fi rugat să mute mașina unui străin: fiecare loc are nevoie de acces independent.",
    independentAccessMissing: "O mașină poate aștepta mutarea alteia: ați cerut acces independent.",
    suvNotSupported:
      "Primește mașini de până la {{maxHeightM}} m și {{maxWeightKg}} kg: nu un SUV de {{designHeightM}} m și {{designWeightKg}} kg.",
  },
  quote: {
    summary:
      "Din selectorul de sisteme de parcare: {{buildingType}}, {{spacesOf}} locuri, teren {{length}} × {{width}} m, până la {{height}} m deasupra și {{depth}} m sub sol, mașini de până la {{carLength}} × {{carWidth}} m, {{suv}}% mașini mari ({{suvHeight}} m, {{suvWeight}} kg), {{ev}}% electrice, plecări la vârf {{peakOf}} mașini pe oră, sosiri {{arrivalsOf}}, {{access}}, {{project}}. Propus: {{system}}.",
    independent: "acces independent",
    dependent: "acces dependent acceptat",
  },
};

export default selector;
