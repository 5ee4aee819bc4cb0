import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Milan Residential Complex: 85 Spaces in a Single Basement",
  excerpt:
    "On a former industrial site in Milan with a high water table, stacking platforms and duplicators fit 85 spaces into one shallow basement, with an independent space for every single-car household.",
  tags: ["residential", "milan", "stacking platforms", "duplicator"],
  content: `**The client and the challenge**

A Milanese developer was converting a former industrial site near the city centre into a residential complex: three buildings with 72 apartments around a shared garden courtyard. In this part of the city, buyers expect a parking space with their apartment, and the planning permission also required spaces for visitors and for residents with reduced mobility.

The water table was the main constraint. Groundwater in the area is close to the surface, and the geotechnical report advised against a second basement level. A single conventional basement under the buildings and the courtyard would have held about 46 cars, enough for barely two thirds of the apartments.

**Stacking platforms and duplicators, matched to each household**

With one basement as the limit, the answer had to be semi-automatic: equipment that places two cars one above the other within the height of a single level and a shallow pit. Together with the sales team, we studied how the future residents would actually use their cars and combined two types of equipment.

• Four simple stacking installations of 16 spaces each, 64 in total, where every resident reaches their car without moving anyone else's
• Eight duplicators, 16 spaces, allocated to the families with two cars, for whom one car parked above the other is no problem
• Five conventional spaces near the ramp, two of them accessible, for visitors and residents with reduced mobility
• Twenty platforms prepared for electric vehicle chargers, with flexible cables that follow the platform's movement

The pits for the stacking platforms are 1.75 metres deep and were built as part of the watertight concrete box of the basement, with a drainage channel and a sump pump for every row. Residents operate their unit with a key switch or a remote control, and a platform movement takes around 45 seconds.

**Installation in nine weeks**

Deliveries were scheduled only after the basement slab and the waterproofing had passed their tests. Our installation team, supported by a local electrical contractor for the power supply, mounted all the equipment in nine weeks, working from the far end of the basement towards the ramp so that the finishing crews could follow close behind. Every unit was tested and documented according to EN 14010, the European safety standard for power-driven parking equipment, before the handover to the building administrator.

**Results for the developer and the residents**

The complex offers 85 spaces on a footprint that would have held 46 conventional ones, an increase of about 85%, without a second basement and without permanent dewatering. Every apartment was sold with a parking space, and the sales team says the parking offer came up as an argument in most meetings with buyers. The basement is also simpler to run, with one ramp, one driving aisle and less lighting and ventilation than a larger garage would need.

Residents needed little time to get used to the system. After a short demonstration at handover, most of them park in under a minute, about the time it would take to find a free space and manoeuvre in a busy conventional garage.

**Maintenance and support**

The condominium has a maintenance contract with two preventive visits a year, carried out by a technician from our Italian service partner and reviewed by our engineers. The visits cover the hydraulic and mechanical components, the safety devices and the pit pumps, which matter most in a building with high groundwater. Common spare parts are kept in stock in Milan, and our 24/7 hotline answers in Italian and English. In the first months, the only calls concerned remote controls that needed new batteries.

For residential developers on sites with a high water table, the lesson is that a carefully planned single basement can offer as many spaces as a second one, with far less risk.`,
};

export const ro: BlogArticleText = {
  title: "Complex rezidențial în Milano: 85 de locuri într-un singur subsol",
  excerpt:
    "Pe un fost teren industrial din Milano, cu pânza freatică aproape de suprafață, platformele de suprapunere și duplicatoarele aduc 85 de locuri într-un singur subsol, puțin adânc.",
  tags: ["rezidențial", "milano", "platforme de suprapunere", "duplicator"],
  content: `**Clientul și provocarea**

Un dezvoltator din Milano transforma un fost teren industrial din apropierea centrului într-un complex rezidențial: trei clădiri cu 72 de apartamente, dispuse în jurul unei curți interioare cu grădină comună. În această zonă a orașului, cumpărătorii se așteaptă ca apartamentul să vină cu un loc de parcare, iar autorizația cerea în plus locuri pentru vizitatori și pentru persoanele cu mobilitate redusă.

Principala restricție a fost pânza freatică. Apa subterană se află aproape de suprafață în această zonă, iar studiul geotehnic recomanda evitarea unui al doilea subsol. Un singur subsol clasic, sub clădiri și sub curte, ar fi avut în jur de 46 de locuri, abia pentru două treimi dintre apartamente.

**Platforme de suprapunere și duplicatoare, potrivite fiecărei familii**

Cu un singur subsol la dispoziție, soluția trebuia să fie semiautomată: echipamente care așază două mașini una deasupra celeilalte în înălțimea unui singur nivel și a unei gropi puțin adânci. Împreună cu echipa de vânzări am analizat cum își vor folosi viitorii locatari mașinile și am combinat două tipuri de echipamente.

• Patru instalații de suprapunere simple, a câte 16 locuri, în total 64, la care fiecare locatar ajunge la mașina sa fără să mute mașina altcuiva
• Opt duplicatoare, cu 16 locuri, alocate familiilor cu două mașini, pentru care o mașină parcată deasupra celeilalte nu este o problemă
• Cinci locuri clasice lângă rampă, dintre care două adaptate, pentru vizitatori și pentru locatarii cu mobilitate redusă
• Douăzeci de platforme pregătite pentru stații de încărcare a mașinilor electrice, cu cabluri flexibile care urmăresc mișcarea platformei

Gropile pentru platformele de suprapunere au 1,75 metri adâncime și au fost executate ca parte a cuvei etanșe de beton a subsolului, cu rigolă de drenaj și pompă de evacuare pentru fiecare rând. Locatarii acționează echipamentul cu o cheie sau cu o telecomandă, iar o manevră a platformei durează în jur de 45 de secunde.

**Montaj în nouă săptămâni**

Livrările au fost programate abia după ce placa subsolului și hidroizolația au trecut probele. Echipa noastră de montaj, sprijinită de un electrician local pentru alimentarea cu energie, a instalat toate echipamentele în nouă săptămâni. Am lucrat dinspre capătul subsolului spre rampă, ca echipele de finisaje să poată urma imediat. Fiecare unitate a fost testată și documentată conform EN 14010, standardul european de siguranță pentru echipamentele de parcare cu acționare motorizată, înainte de predarea către administratorul clădirii.

**Rezultate pentru dezvoltator și pentru locatari**

Complexul oferă 85 de locuri pe o suprafață pe care ar fi încăput 46 de locuri clasice, o creștere de aproximativ 85%, fără al doilea subsol și fără epuizmente permanente. Toate apartamentele au fost vândute cu loc de parcare, iar echipa de vânzări spune că parcarea a fost un argument în cele mai multe discuții cu cumpărătorii. Subsolul este și mai simplu de administrat: o singură rampă, o singură cale de circulație și mai puțină iluminare și ventilație decât ar cere un garaj mai mare.

Locatarii s-au obișnuit repede cu sistemul. După o scurtă demonstrație la predare, cei mai mulți parchează în mai puțin de un minut, cam cât le-ar lua să găsească un loc liber și să manevreze într-un garaj clasic aglomerat.

**Mentenanță și suport**

Asociația de proprietari are un contract de mentenanță cu două vizite preventive pe an, efectuate de un tehnician al partenerului nostru de service din Italia și verificate de inginerii noștri. Verificările acoperă componentele hidraulice și mecanice, dispozitivele de siguranță și pompele din gropi, esențiale într-o clădire cu apă subterană aproape de suprafață. Piesele de schimb uzuale sunt ținute pe stoc în Milano, iar linia noastră de suport 24/7 răspunde în italiană și engleză. În primele luni, singurele solicitări au privit telecomenzi care aveau nevoie de baterii noi.

Pentru dezvoltatorii care construiesc pe terenuri cu pânza freatică ridicată, concluzia este că un singur subsol bine planificat poate oferi tot atâtea locuri cât ar fi oferit două, cu mult mai puține riscuri.`,
};
