import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Timișoara Office Tower: 120 Spaces with Hydraulic Duplicators",
  excerpt:
    "An occupied office tower in Timișoara grew its basement car park from 64 to 120 spaces with hydraulic duplicators, installed in phases without excavation and without closing the garage.",
  tags: ["commercial", "timișoara", "hydraulic duplicator", "retrofit"],
  content: `**The client and the challenge**

The owner of a twelve-storey office tower in Timișoara, completed in the late 2000s, was facing a familiar problem. The building had been designed when fewer employees drove to work, and its single basement offered only 64 spaces for about 750 people. Tenants were asking for more spaces at every lease renewal, employees spent time every morning searching for parking in the surrounding streets, and a company interested in the last free floor made 20 spaces a condition of signing.

Building more parking was not realistic. There was no free land around the tower, and adding a basement under an occupied building was out of the question. The owner asked us whether the existing basement could hold more cars.

**Why hydraulic duplicators**

Our survey showed a clear height of about 3.65 metres under the beams in most of the basement, enough for two-level duplicators without digging a pit. A duplicator lifts one car on a platform so that a second car can park underneath, on the same footprint. The hydraulic drive is quiet, compact and easy to maintain, and it needs no changes to the building's structure.

• 56 hydraulic duplicators with 112 spaces, in the positions where the ceiling height allowed it
• 8 conventional spaces under the main ventilation ducts, kept for visitors and drivers with reduced mobility
• Upper platforms for cars up to 1.55 metres high, and SUVs parked on the lower level
• Hold-to-run controls with a key switch, mechanical safety locks and sensors that stop the platform if anything is in the way

Each duplicator was allocated to one tenant. Colleagues who share a unit agree who takes the upper platform, usually the person who stays in the office all day, so the lower car can leave at any time.

**Installation in an occupied building**

The project started with six weeks of survey, design and checks. A structural engineer verified the basement slab and the anchor loads, and the fire safety consultant asked for additional sprinkler heads under the upper platforms, which we coordinated with the building's installer. The installation itself took ten weeks, in four phases of 14 units each. During every phase only one zone of the basement was closed, and the owner provided passes for a public car park nearby. Drilling and other noisy work were done early in the morning and at weekends, so the offices above were not disturbed.

**Results for the owner and the tenants**

• 120 spaces instead of 64 in the same basement, without excavation or structural works
• A platform movement of about 50 seconds, and no more searching for parking in nearby streets
• The parking condition was met, and the last free floor of the tower was leased
• A cost per additional space far lower than any new parking construction would have allowed

The building manager reports that complaints about parking, once a regular topic in meetings with tenants, have practically disappeared.

**Maintenance and support**

The duplicators are covered by a maintenance contract with two preventive visits a year. Our technicians check the hydraulic cylinders, hoses and seals, the oil level, the safety locks and the sensors, and they prepare the periodic inspections required by law. The building's security staff were trained to handle simple situations, such as a platform stopped by an obstacle, and our 24/7 hotline is available for everything else, with a technician on site the same working day when needed.

For owners of older office buildings, the lesson is that the basement often holds more capacity than it seems: with the right equipment, it can almost double without a single day of excavation.`,
};

export const ro: BlogArticleText = {
  title: "Clădire de birouri în Timișoara: 120 de locuri pe platforme hidraulice",
  excerpt:
    "O clădire de birouri ocupată din Timișoara și-a extins parcarea de la subsol de la 64 la 120 de locuri cu duplicatoare hidraulice, montate etapizat, fără săpături și fără închiderea parcării.",
  tags: ["comercial", "timișoara", "duplicator hidraulic", "modernizare"],
  content: `**Clientul și provocarea**

Proprietarul unei clădiri de birouri cu douăsprezece etaje din Timișoara, finalizată la sfârșitul anilor 2000, se confrunta cu o problemă cunoscută. Clădirea fusese proiectată pe vremea când mai puțini angajați veneau cu mașina, iar singurul ei subsol oferea doar 64 de locuri pentru aproximativ 750 de oameni. Chiriașii cereau mai multe locuri la fiecare prelungire a contractului, angajații pierdeau timp în fiecare dimineață căutând parcare pe străzile din jur, iar o companie interesată de ultimul etaj liber punea drept condiție 20 de locuri de parcare.

Construirea unei parcări noi nu era realistă. În jurul clădirii nu exista teren liber, iar un subsol suplimentar sub o clădire ocupată era exclus. Proprietarul ne-a întrebat dacă subsolul existent poate primi mai multe mașini.

**De ce duplicatoare hidraulice**

Releveul nostru a arătat o înălțime liberă de circa 3,65 metri sub grinzi în cea mai mare parte a subsolului, suficientă pentru duplicatoare pe două niveluri, fără groapă. Un duplicator ridică o mașină pe o platformă, astfel încât a doua mașină să parcheze dedesubt, pe aceeași suprafață. Acționarea hidraulică este silențioasă, compactă și ușor de întreținut și nu presupune nicio modificare a structurii clădirii.

• 56 de duplicatoare hidraulice cu 112 locuri, în pozițiile în care înălțimea tavanului a permis
• 8 locuri clasice sub principalele tubulaturi de ventilație, păstrate pentru vizitatori și persoane cu mobilitate redusă
• Platforme superioare pentru mașini de până la 1,55 metri înălțime, iar SUV-urile parchează la nivelul inferior
• Comandă cu menținere apăsată și cheie, zăvoare mecanice de siguranță și senzori care opresc platforma la orice obstacol

Fiecare duplicator a fost alocat unui singur chiriaș. Colegii care împart o unitate stabilesc cine folosește platforma de sus, de obicei cel care rămâne toată ziua la birou, pentru ca mașina de jos să poată pleca oricând.

**Montaj într-o clădire ocupată**

Proiectul a început cu șase săptămâni de releveu, proiectare și verificări. Un inginer structurist a verificat placa subsolului și încărcările din ancoraje, iar consultantul de securitate la incendiu a cerut capete de sprinkler suplimentare sub platformele superioare, pe care le-am coordonat cu instalatorul clădirii. Montajul propriu-zis a durat zece săptămâni, în patru etape de câte 14 unități. În fiecare etapă a fost închisă o singură zonă a subsolului, iar proprietarul a oferit abonamente într-o parcare publică din apropiere. Găurile în placă și celelalte lucrări zgomotoase s-au făcut dimineața devreme și în weekend, ca birourile de deasupra să nu fie deranjate.

**Rezultate pentru proprietar și chiriași**

• 120 de locuri în loc de 64, în același subsol, fără săpături și fără lucrări de structură
• O manevră a platformei durează circa 50 de secunde, iar căutarea unui loc pe străzile din jur a devenit istorie
• Condiția privind parcarea a fost îndeplinită, iar ultimul etaj liber al clădirii a fost închiriat
• Un cost pe loc suplimentar mult mai mic decât ar fi permis orice construcție nouă de parcare

Administratorul clădirii spune că plângerile legate de parcare, odinioară un subiect obișnuit în întâlnirile cu chiriașii, au dispărut practic.

**Mentenanță și suport**

Duplicatoarele sunt acoperite de un contract de mentenanță cu două vizite preventive pe an. Tehnicienii noștri verifică cilindrii hidraulici, furtunurile și garniturile, nivelul uleiului, zăvoarele de siguranță și senzorii și pregătesc verificările periodice obligatorii. Agenții de pază ai clădirii au fost instruiți să rezolve situațiile simple, de exemplu o platformă oprită de un obstacol, iar pentru restul, linia noastră de suport 24/7 este disponibilă, cu un tehnician la fața locului în aceeași zi lucrătoare, dacă este nevoie.

Pentru proprietarii clădirilor de birouri mai vechi, concluzia este că un subsol are adesea mai multă capacitate decât pare: cu echipamentul potrivit, își poate aproape dubla numărul de locuri fără nicio zi de săpătură.`,
};
