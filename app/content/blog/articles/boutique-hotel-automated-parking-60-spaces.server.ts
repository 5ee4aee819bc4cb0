import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Boutique Hotel: Automated Valet Parking for 60 Cars",
  excerpt:
    "How a 42-room boutique hotel in a historic town centre gained 60 parking spaces on a narrow plot, with a quiet puzzle system and a turntable that returns every car facing the exit.",
  tags: ["hospitality", "valet parking", "puzzle system", "historic centre"],
  content: `**The client and the challenge**

A family-owned boutique hotel with 42 rooms and a restaurant, housed in a listed building in a historic town centre, was planning a new wing on the plot behind the main house. The permit required parking for guests and staff, but the plot was only 19 metres wide, enclosed by old party walls, and reached from a narrow one-way street. A conventional underground garage with ramps and aisles would have held about 26 cars.

Until then, the hotel rented spaces in a public car park 400 metres away, and the valet team spent much of the evening walking back and forth. The owners set two conditions for the new solution: guests should never have to manoeuvre in a tight garage, and the system should be quiet enough to go unnoticed in the rooms above.

**Why a sliding (puzzle) system with a turntable**

We compared a shuttle layout, a rotating system and a sliding (puzzle) system. The puzzle system won because it fitted the irregular plot best and gave the highest number of spaces for the available depth. It runs on three levels, two below ground and one at street level, and a turntable in the entrance bay turns every car so that it leaves facing the street. Nobody reverses into traffic.

• Independent access to every space, without moving other guests' cars by hand
• Low height per level, which limited excavation next to the old foundations
• Quiet electric drives with soft start and vibration-damped supports
• Independent modules, so servicing one section never blocks the whole garage

The valets operate the system from a terminal at the entrance, and reception can request a car ahead of time, for example when a guest checks out in the morning.

**Installation in the low season**

The architect involved us from the concept stage and adjusted the column grid of the new wing to the steel structure of the system. Mechanical installation began in early January, the quietest period for the hotel, and took eleven weeks including load tests and safety checks. Heavy components arrived pre-assembled and were unloaded at night, so the street was never closed during the day. Commissioning and staff training took two more weeks, and the garage opened before Easter.

**Results after the first season**

The hotel now parks 60 cars on a footprint where a ramp garage would have offered fewer than half as many spaces. Handing a car over at the entrance takes about 40 seconds, and the average retrieval time is 95 seconds. The time valets spend on each car fell by roughly 65% compared with the remote car park, and the hotel no longer pays rent for outside spaces. Guests mention the arrival experience in their reviews more often than the hotel expected.

**Maintenance and support**

The hotel signed a preventive maintenance contract with quarterly visits. The system is connected to our service centre for remote diagnostics, and the 24/7 hotline covers the night shift. We trained the night receptionists in basic operation, including how to reset the system safely after a door sensor is triggered. In the first season the garage was available more than 99.5% of the time, and both service calls were solved remotely within the hour.

For hotels in dense historic centres, the lesson is simple: plan the parking together with the building, and a small plot can still offer a valet service worthy of the rooms above it.`,
};

export const ro: BlogArticleText = {
  title: "Hotel boutique: parcare automată cu valet pentru 60 de mașini",
  excerpt:
    "Cum a obținut un hotel boutique cu 42 de camere, dintr-un centru istoric, 60 de locuri de parcare pe un teren îngust, cu un sistem puzzle silențios și o platformă rotativă la intrare.",
  tags: ["ospitalitate", "parcare cu valet", "sistem puzzle", "centru istoric"],
  content: `**Clientul și provocarea**

Un hotel boutique de familie, cu 42 de camere și restaurant, aflat într-o clădire monument dintr-un centru istoric, pregătea o aripă nouă pe terenul din spatele casei principale. Autorizația cerea locuri de parcare pentru oaspeți și personal, însă terenul avea doar 19 metri lățime, era mărginit de calcane vechi, iar accesul se făcea dintr-o stradă îngustă, cu sens unic. O parcare subterană clasică, cu rampe și căi de circulație, ar fi încăput în jur de 26 de mașini.

Până atunci, hotelul închiria locuri într-o parcare publică aflată la 400 de metri, iar echipa de valeți petrecea o bună parte din seară pe drum, dus-întors. Proprietarii au pus două condiții: oaspeții să nu fie nevoiți să manevreze într-un garaj strâmt, iar sistemul să fie suficient de silențios încât să nu se audă în camerele de deasupra.

**De ce un sistem glisant (puzzle) cu platformă rotativă**

Am comparat o soluție cu shuttle, un sistem rotativ și un sistem glisant (puzzle). Sistemul puzzle s-a potrivit cel mai bine cu terenul neregulat și a oferit cele mai multe locuri pentru adâncimea disponibilă. Funcționează pe trei niveluri, două subterane și unul la nivelul străzii, iar o platformă rotativă din zona de acces întoarce fiecare mașină, astfel încât aceasta iese cu fața spre stradă. Nimeni nu mai iese cu spatele în trafic.

• Acces independent la fiecare loc, fără ca alte mașini să fie mutate manual
• Înălțime redusă pe nivel, ceea ce a limitat săpătura lângă fundațiile vechi
• Acționări electrice silențioase, cu pornire lină și suporturi antivibrații
• Module independente, astfel încât service-ul unei secțiuni nu blochează întreaga parcare

Valeții comandă sistemul de la un terminal aflat la intrare, iar recepția poate solicita o mașină din timp, de exemplu atunci când un oaspete face check-out dimineața.

**Montaj în extrasezon**

Arhitectul ne-a implicat încă din faza de concept și a adaptat tramele stâlpilor aripii noi la structura metalică a sistemului. Montajul mecanic a început la începutul lui ianuarie, perioada cea mai liniștită pentru hotel, și a durat unsprezece săptămâni, inclusiv probele de sarcină și verificările de siguranță. Componentele grele au sosit preasamblate și au fost descărcate noaptea, așa că strada nu a fost închisă niciodată în timpul zilei. Punerea în funcțiune și instruirea personalului au mai durat două săptămâni, iar parcarea a fost deschisă înainte de Paște.

**Rezultate după primul sezon**

Hotelul parchează acum 60 de mașini pe o suprafață pe care o parcare cu rampe ar fi oferit mai puțin de jumătate din locuri. Predarea unei mașini la intrare durează aproximativ 40 de secunde, iar timpul mediu de returnare este de 95 de secunde. Timpul petrecut de valeți pentru fiecare mașină a scăzut cu circa 65% față de varianta cu parcarea publică, iar hotelul nu mai plătește chirie pentru locuri externe. Oaspeții menționează experiența de la sosire în recenzii mai des decât se așteptau proprietarii.

**Mentenanță și suport**

Hotelul a încheiat un contract de mentenanță preventivă, cu vizite trimestriale. Sistemul este conectat la centrul nostru de service pentru diagnoză de la distanță, iar linia de suport 24/7 acoperă și tura de noapte. Am instruit recepționerii de noapte pentru operarea de bază, inclusiv pentru resetarea în siguranță a sistemului după declanșarea unui senzor de ușă. În primul sezon, parcarea a fost disponibilă peste 99,5% din timp, iar ambele intervenții solicitate au fost rezolvate de la distanță, în mai puțin de o oră.

Pentru hotelurile din centrele istorice aglomerate, concluzia este simplă: dacă parcarea se proiectează odată cu clădirea, chiar și un teren mic poate susține un serviciu de valet la nivelul camerelor de deasupra.`,
};
