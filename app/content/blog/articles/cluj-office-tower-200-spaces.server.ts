import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Cluj-Napoca Office Tower: 200 Automated Parking Spaces",
  excerpt:
    "For a new office tower in Cluj-Napoca, a multi-slot automated system fits 200 cars into four underground levels and handles the morning peak without queues at the entrance.",
  tags: ["commercial", "cluj-napoca", "multi-slot", "office buildings"],
  content: `**The client and the challenge**

A Cluj developer was building a 14-storey office tower of about 22,000 m², close to the city centre, for technology and services tenants. The building permit required 200 parking spaces, and tenants expected convenient parking for their staff and visitors. The plot, however, was compact and surrounded by existing buildings and busy streets.

A conventional underground garage with ramps would have needed six basement levels to hold 200 cars. That meant a deep excavation next to older neighbouring buildings, longer construction time and higher costs for retaining walls, ventilation and lighting. The developer asked us to study an automated alternative from the concept stage, together with the architect.

**Choosing a multi-slot system**

We first looked at two circular forklift silos, which work very well on square or round plots. On this rectangular footprint, however, a multi-slot system used the space better and offered more capacity during peak hours. The final design has four underground levels of about 50 spaces each, four lifts, one shuttle per level and four transfer cabins at street level.

The deciding factor was throughput. In an office building most employees arrive between 8:00 and 9:30 and leave between 17:00 and 18:30, so the system must absorb many movements in a short time.

• Four lifts working in parallel, with a capacity of about 120 movements per hour
• Spacious, well-lit transfer cabins where drivers simply leave the car and walk away
• Car pre-ordering from the tenants' app or with an access badge, so the car is waiting at the end of the day
• 40 spaces equipped with charging points for electric cars, assigned automatically

**Design coordination and installation**

Because the system was part of the project from the start, the structural grid, the pit for the lifts and the power supply were designed around it, and no compromises were needed later. Mechanical installation started once the basement structure was complete and ran in parallel with the construction of the upper floors. It took 30 weeks, followed by four weeks of commissioning, load tests and a simulated morning peak with 150 consecutive movements. The car park opened in time for the first tenants to move in.

**Results after the first months**

• 200 spaces in four underground levels instead of six, with about 30% less excavation
• Average retrieval time of 105 seconds, and no wait at all for pre-ordered cars
• At the morning peak, queues at the entrance rarely exceed three cars
• Time spent parking reduced by around 65% compared with the ramp garage that tenants used before

Employees no longer drive around looking for a free space, and no car runs its engine inside the building. This reduced the ventilation and lighting needed underground, which lowers the building's running costs and supports its green certification. The facility manager also appreciates that damage to cars and vandalism in the garage are practically zero, because nobody has access to the storage area.

**Maintenance and support**

During the first six months, one of our technicians was on site on weekday mornings and evenings, at the busiest hours, to support users and fine-tune the system. Today the car park runs under a preventive maintenance contract with quarterly visits, software updates and the required periodic inspections. The system is monitored 24/7 from our service centre, and most alarms can be diagnosed and cleared remotely.

For office developers, the conclusion is clear: when the automated car park is planned together with the building, it saves excavation, speeds up the daily routine of hundreds of people and becomes a real argument when talking to tenants.`,
};

export const ro: BlogArticleText = {
  title: "Clădire de birouri în Cluj-Napoca: 200 de locuri de parcare automată",
  excerpt:
    "Pentru o nouă clădire de birouri din Cluj-Napoca, un sistem automat multi-slot aduce 200 de mașini în patru subsoluri și preia vârful de dimineață fără cozi la intrare.",
  tags: ["comercial", "cluj-napoca", "multi-slot", "clădiri de birouri"],
  content: `**Clientul și provocarea**

Un dezvoltator din Cluj construia o clădire de birouri cu 14 etaje și aproximativ 22.000 m², aproape de centrul orașului, destinată chiriașilor din tehnologie și servicii. Autorizația de construire cerea 200 de locuri de parcare, iar chiriașii se așteptau la o parcare comodă pentru angajați și vizitatori. Terenul era însă compact, înconjurat de clădiri existente și de străzi aglomerate.

O parcare subterană clasică, cu rampe, ar fi avut nevoie de șase subsoluri pentru 200 de mașini. Asta însemna o excavație adâncă lângă clădiri vecine mai vechi, un șantier mai lung și costuri mai mari pentru pereții de susținere, ventilație și iluminat. Dezvoltatorul ne-a cerut să analizăm, împreună cu arhitectul, o variantă automată încă din faza de concept.

**Alegerea unui sistem multi-slot**

Am analizat mai întâi două silozuri circulare cu stivuitor, care funcționează foarte bine pe terenuri pătrate sau rotunde. Pe această amprentă dreptunghiulară, însă, un sistem multi-slot a folosit mai bine spațiul și a oferit o capacitate mai mare la orele de vârf. Soluția finală are patru niveluri subterane cu câte aproximativ 50 de locuri, patru lifturi, câte un shuttle pe nivel și patru cabine de transfer la nivelul străzii.

Factorul decisiv a fost debitul. Într-o clădire de birouri, majoritatea angajaților sosesc între 8:00 și 9:30 și pleacă între 17:00 și 18:30, deci sistemul trebuie să preia multe mișcări într-un timp scurt.

• Patru lifturi care lucrează în paralel, cu o capacitate de circa 120 de mișcări pe oră
• Cabine de transfer spațioase și bine iluminate, în care șoferul lasă mașina și pleacă
• Comanda mașinii din timp, din aplicația chiriașilor sau cu cardul de acces, astfel încât aceasta așteaptă deja la finalul zilei
• 40 de locuri echipate cu stații de încărcare pentru mașini electrice, alocate automat

**Coordonarea proiectului și montajul**

Pentru că sistemul a făcut parte din proiect de la început, structura, groapa lifturilor și alimentarea electrică au fost gândite în jurul lui, fără compromisuri ulterioare. Montajul mecanic a început după finalizarea structurii subsolurilor și s-a desfășurat în paralel cu ridicarea etajelor superioare. A durat 30 de săptămâni, urmate de patru săptămâni de punere în funcțiune, probe de sarcină și o simulare a vârfului de dimineață cu 150 de mișcări consecutive. Parcarea a fost gata la timp pentru mutarea primilor chiriași.

**Rezultate după primele luni**

• 200 de locuri în patru subsoluri în loc de șase, cu aproximativ 30% mai puțină excavație
• Timp mediu de returnare de 105 secunde și nicio așteptare pentru mașinile comandate din timp
• La vârful de dimineață, coada de la intrare depășește rar trei mașini
• Timpul petrecut cu parcarea s-a redus cu circa 65% față de garajul cu rampe folosit anterior de chiriași

Angajații nu mai caută locuri libere, iar nicio mașină nu mai circulă cu motorul pornit în interiorul clădirii. Astfel, necesarul de ventilație și iluminat în subsol a scăzut, ceea ce reduce costurile de exploatare și susține certificarea verde a clădirii. Administratorul apreciază și faptul că daunele și actele de vandalism în parcare au dispărut practic, pentru că nimeni nu are acces în zona de depozitare.

**Mentenanță și suport**

În primele șase luni, unul dintre tehnicienii noștri a fost prezent în clădire dimineața și seara, în zilele lucrătoare, la orele cele mai aglomerate, pentru a-i ajuta pe utilizatori și a regla fin sistemul. Astăzi, parcarea funcționează pe baza unui contract de mentenanță preventivă, cu vizite trimestriale, actualizări de software și verificările periodice obligatorii. Sistemul este monitorizat 24/7 din centrul nostru de service, iar majoritatea alarmelor pot fi diagnosticate și rezolvate de la distanță.

Pentru dezvoltatorii de clădiri de birouri, concluzia e clară: o parcare automată planificată odată cu clădirea reduce excavația, scurtează rutina zilnică a sute de oameni și devine un argument real în discuțiile cu chiriașii.`,
};
