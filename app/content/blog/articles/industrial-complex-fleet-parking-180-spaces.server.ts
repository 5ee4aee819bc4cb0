import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Industrial Complex: Automated Fleet Parking for 180 Vehicles",
  excerpt:
    "A manufacturer moved its vans and service cars from a 4,800 m² yard into a 180-space shuttle system that prepares each morning's vehicles before the shift starts.",
  tags: ["industrial", "fleet parking", "shuttle system", "logistics"],
  content: `**The client and the challenge**

A manufacturer of building components runs a production plant and a regional distribution centre on the same site in north-eastern Romania. Its fleet of around 150 vans, service cars and pool cars was parked on an open yard of about 4,800 m², right where the company wanted to build a new production hall.

Moving the yard was only half of the problem. Most of the fleet leaves between 6:00 and 7:30 and returns between 15:00 and 18:00, so the parking solution had to handle sharp peaks. The fleet manager also wanted an end to the minor bodywork damage caused by manoeuvring in a crowded yard, and a simple way to charge the growing number of electric vans.

**Why an automated shuttle system**

We proposed an automated shuttle system in a five-level steel building with three lifts and one shuttle per level. Compared with a multi-storey ramp garage, it needs far less land and no driving aisles, and drivers never enter the storage area.

• Two of the five levels have a higher clear height for compact vans up to 2.05 m and 2,500 kg
• Three transfer bays at ground level, so several drivers can collect or return vehicles at the same time
• 24 spaces with charging points for the electric vans, assigned automatically by the control system
• An interface with the client's fleet management software, which sends the next day's dispatch schedule

This interface made the real difference. Overnight, the system moves the vehicles scheduled for the morning to the positions closest to the lifts. When a driver badges in, the vehicle is already close to the transfer bays.

**Installation while the plant kept running**

After design and permitting, which took about five months, work on site took seven months: six weeks for foundations, eight weeks for the steel structure and twelve weeks for mechanical installation, controls and commissioning. The plant never stopped. A temporary parking area was marked out on another part of the site, and deliveries of steel were scheduled outside the busiest loading hours. Before handover we ran a full-scale test with the morning schedule of a real working day.

**Results in the first year**

• The parking footprint fell from about 4,800 m² to roughly 1,500 m², freeing the land for the new hall
• On a typical morning, 65 vehicles are handed out between 6:00 and 7:15, with an average wait under 90 seconds
• The time drivers spend parking and collecting a vehicle fell by about 60%
• The fleet manager reports roughly a third fewer minor bodywork repairs than in the previous year

Because every vehicle has a fixed, registered position, keys and documents are handed over through a key cabinet next to the transfer bays, and the logistics team can see at any moment which vehicles are in the building.

**Maintenance for a high-cycle system**

With around 400 movements a day, this system works much harder than a typical residential garage. For the first year we agreed on monthly preventive visits, and critical spare parts, such as sensors, drive components and a spare control board, are kept on site. The system is monitored remotely 24/7 from our service centre, and two of the client's employees were trained as first-level operators for small interventions. Over the first twelve months, availability was above 99%, and no morning dispatch was delayed by more than a few minutes.

For industrial sites, an automated fleet car park is not just about saving space. Connected to the way the fleet actually works, it becomes part of the logistics chain.`,
};

export const ro: BlogArticleText = {
  title: "Complex industrial: parcare automată de flotă cu 180 de locuri",
  excerpt:
    "Un producător și-a mutat dubele și mașinile de serviciu de pe o platformă de 4.800 m² într-un sistem shuttle de 180 de locuri, care pregătește vehiculele înainte de începerea turei.",
  tags: ["industrial", "parcare flotă", "sistem shuttle", "logistică"],
  content: `**Clientul și provocarea**

Un producător de componente pentru construcții are, pe același amplasament din nord-estul României, o fabrică și un centru regional de distribuție. Flota sa, de aproximativ 150 de dube, mașini de intervenție și mașini de serviciu, stătea pe o platformă deschisă de circa 4.800 m², exact acolo unde compania voia să construiască o nouă hală de producție.

Mutarea parcării era doar jumătate din problemă. Cea mai mare parte a flotei pleacă între 6:00 și 7:30 și revine între 15:00 și 18:00, așa că soluția trebuia să facă față unor vârfuri de trafic foarte clare. Managerul de flotă dorea, în plus, să scape de zgârieturile și loviturile mărunte produse la manevrele pe platforma aglomerată și să aibă o soluție simplă de încărcare pentru numărul tot mai mare de dube electrice.

**De ce un sistem automat de tip shuttle**

Am propus un sistem automat shuttle, într-o construcție metalică pe cinci niveluri, cu trei lifturi și câte un shuttle pe fiecare nivel. Față de o parcare etajată cu rampe, ocupă mult mai puțin teren, nu are nevoie de căi de circulație, iar șoferii nu intră niciodată în zona de depozitare.

• Două dintre cele cinci niveluri au înălțime liberă mai mare, pentru dube compacte de până la 2,05 m și 2.500 kg
• Trei boxe de transfer la parter, pentru ca mai mulți șoferi să poată preda sau ridica vehicule simultan
• 24 de locuri cu puncte de încărcare pentru dubele electrice, alocate automat de sistemul de comandă
• O interfață cu programul de management al flotei, care transmite planificarea plecărilor pentru ziua următoare

Această interfață a făcut diferența. Peste noapte, sistemul mută vehiculele programate pentru dimineață în pozițiile cele mai apropiate de lifturi. Când șoferul își scanează cardul, vehiculul este deja aproape de boxele de transfer.

**Montaj fără oprirea producției**

După proiectare și autorizare, care au durat aproximativ cinci luni, lucrările pe șantier au durat șapte luni: șase săptămâni pentru fundații, opt pentru structura metalică și douăsprezece pentru montajul mecanic, automatizare și punere în funcțiune. Fabrica nu s-a oprit nicio zi. Am amenajat o parcare temporară în altă zonă a amplasamentului, iar livrările de structură metalică au fost programate în afara orelor de încărcare intensă. Înainte de recepție, am făcut un test la scară reală, folosind planificarea de dimineață dintr-o zi obișnuită de lucru.

**Rezultatele din primul an**

• Suprafața ocupată de parcare a scăzut de la circa 4.800 m² la aproximativ 1.500 m², iar terenul eliberat a primit noua hală
• Într-o dimineață obișnuită, 65 de vehicule sunt predate între 6:00 și 7:15, cu un timp mediu de așteptare sub 90 de secunde
• Timpul petrecut de șoferi pentru parcarea și ridicarea vehiculului s-a redus cu aproximativ 60%
• Managerul de flotă raportează cu circa o treime mai puține reparații minore de caroserie decât în anul anterior

Pentru că fiecare vehicul are o poziție fixă și înregistrată, cheile și documentele se predau printr-un dulap de chei aflat lângă boxele de transfer, iar echipa de logistică vede în orice moment ce vehicule se află în clădire.

**Mentenanță pentru un sistem foarte solicitat**

Cu aproximativ 400 de mișcări pe zi, acest sistem lucrează mult mai intens decât o parcare rezidențială obișnuită. Pentru primul an am stabilit vizite preventive lunare, iar piesele critice, precum senzori, componente de acționare și o placă de comandă de rezervă, sunt păstrate pe amplasament. Sistemul este monitorizat de la distanță 24/7 din centrul nostru de service, iar doi angajați ai clientului au fost instruiți ca operatori de prim nivel pentru intervenții simple. În primele douăsprezece luni, disponibilitatea a depășit 99%, iar nicio plecare de dimineață nu a întârziat mai mult de câteva minute.

Pentru platformele industriale, o parcare automată pentru flotă nu înseamnă doar spațiu câștigat. Conectată la modul real în care funcționează flota, devine o verigă a lanțului logistic.`,
};
