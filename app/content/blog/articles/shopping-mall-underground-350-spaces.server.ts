import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Brașov Shopping Mall: 350 Automated Spaces Underground",
  excerpt:
    "A regional mall in Brașov built a new wing on its surface car park without losing a single space: an automated multi-slot system now stores 350 cars on two underground levels.",
  tags: ["commercial", "shopping centres", "multi-slot", "underground parking"],
  content: `**The client and the challenge**

A regional shopping centre in Brașov planned a new wing of about 14,000 m² for a cinema, restaurants and larger stores. The only place to build it was the surface car park in front of the main entrance, which held 350 cars and was full almost every Saturday afternoon. The owner set two conditions: the extension must not cost a single parking space, and the mall must stay open throughout the works.

Moving the car park under the new wing was the obvious idea, but not an easy one. A conventional underground garage for 350 cars, with ramps and aisles, would have needed three basement levels. Shoppers also behave differently from office workers: they arrive and leave all day long, many visit only a few times a year, and the busiest hours fall on weekends and before holidays.

**Why a multi-slot system**

We first looked at longitudinal forklift systems, but they are best suited to narrow car parks of up to about 60 spaces. For 350 cars and unpredictable peaks, we proposed a fully automated multi-slot system on two underground levels: six lifts spaced along the long, rectangular footprint of the new wing, and four shuttles on each level that carry the cars to and from the storage bays. A single short ramp leads to a bright entrance hall on the first basement level.

• Ten transfer cabins with rotating platforms, so every shopper leaves facing forward
• Six lifts and eight shuttles working in parallel, for a capacity of about 180 movements per hour
• Licence plate recognition connected to the mall's existing ticketing and validation system
• Retrieval starts as soon as the ticket is paid, so the car is often ready when the shopper reaches the cabin

Because many users see an automated car park for the first time, the cabins have large screens with step-by-step instructions in Romanian and English, and during the first months an attendant helped in the entrance hall at weekends.

**Installation while the mall stayed open**

The excavation was enclosed by a secant pile wall, and a covered pedestrian route separated the site from the mall entrance. After six months of design coordination with the architect and the fire safety consultant, mechanical installation took eight months and ran in parallel with the construction of the new wing above. Sprinklers, smoke extraction and fire compartments were agreed early with the fire authorities. Commissioning included a simulated Saturday peak, and the car park opened in early November, ahead of the Christmas season.

**Results after the first holiday season**

On the busiest Saturday in December, the system recorded 168 movements in one hour, close to but still within its design capacity. The old asphalt now holds the new wing and a small pedestrian square.

• 350 spaces on two underground levels instead of three, with about a third less excavation
• Average wait at the cabin under two minutes, and often none when retrieval starts at the pay station
• Time spent parking reduced by up to 60% compared with searching for a space on the old surface car park
• No damaged vehicles and no thefts from cars since opening

**Maintenance and support**

For a shopping centre, availability at weekends matters most. During the first year, one of our technicians is on site every Friday, Saturday and Sunday during opening hours, and critical spare parts are stored next to the lifts. The system is monitored 24/7 from our service centre, preventive maintenance visits take place every month, and if a lift or a shuttle needs service, the others keep working at reduced capacity. Since opening, availability has stayed above 99.5%.

For shopping centre owners, the surface car park is often the most valuable building plot they have, and building on it need not cost a single space.`,
};

export const ro: BlogArticleText = {
  title: "Mall în Brașov: 350 de locuri de parcare automată în subteran",
  excerpt:
    "Un mall regional din Brașov și-a construit o aripă nouă pe parcarea de suprafață fără să piardă niciun loc: un sistem automat multi-slot găzduiește acum 350 de mașini pe două niveluri subterane.",
  tags: ["comercial", "centre comerciale", "multi-slot", "parcare subterană"],
  content: `**Clientul și provocarea**

Un centru comercial regional din Brașov plănuia o aripă nouă, de aproximativ 14.000 m², pentru un cinematograf, restaurante și magazine de suprafață mare. Singurul loc disponibil era parcarea de suprafață din fața intrării principale, cu 350 de locuri, plină aproape în fiecare sâmbătă după-amiază. Proprietarul a pus două condiții: extinderea să nu coste niciun loc de parcare, iar mall-ul să rămână deschis pe toată durata lucrărilor.

Mutarea parcării sub noua aripă era ideea evidentă, dar nu și una simplă. O parcare subterană clasică pentru 350 de mașini, cu rampe și căi de circulație, ar fi avut nevoie de trei subsoluri. În plus, cumpărătorii se comportă altfel decât angajații de birou: vin și pleacă toată ziua, mulți ajung doar de câteva ori pe an, iar orele de vârf cad în weekend și înainte de sărbători.

**De ce un sistem multi-slot**

Sistemele longitudinale cu elevator se potrivesc mai ales parcărilor înguste, de până la circa 60 de locuri. Pentru 350 de mașini și vârfuri greu de anticipat am propus un sistem complet automatizat multi-slot, pe două niveluri subterane: șase lifturi amplasate de-a lungul amprentei dreptunghiulare a noii aripi și câte patru shuttle-uri pe fiecare nivel, care duc mașinile către boxele de depozitare și înapoi. O singură rampă scurtă duce la un hol de intrare luminos, la primul subsol.

• Zece cabine de transfer cu platforme rotative, astfel încât fiecare client iese cu fața înainte
• Șase lifturi și opt shuttle-uri care lucrează în paralel, pentru o capacitate de circa 180 de manevre pe oră
• Recunoașterea numerelor de înmatriculare, conectată la sistemul de tichete și validare deja folosit de mall
• Returnarea începe imediat după plata tichetului, așa că mașina este adesea gata când clientul ajunge la cabină

Pentru că mulți utilizatori văd pentru prima dată o parcare automată, cabinele au ecrane mari cu instrucțiuni pas cu pas, în română și engleză, iar în primele luni un însoțitor i-a ajutat pe clienți în weekend.

**Montaj cu mall-ul deschis**

Săpătura a fost închisă cu un perete din piloți secanți, iar un traseu pietonal acoperit a separat șantierul de intrarea în mall. După șase luni de coordonare a proiectului cu arhitectul și cu consultantul de securitate la incendiu, montajul mecanic a durat opt luni și s-a desfășurat în paralel cu construcția aripii de deasupra. Sprinklerele, desfumarea și compartimentarea la incendiu au fost stabilite din timp împreună cu pompierii. Punerea în funcțiune a inclus simularea unei sâmbete de vârf, iar parcarea s-a deschis la începutul lui noiembrie, înaintea sezonului de Crăciun.

**Rezultate după primul sezon de sărbători**

În cea mai aglomerată sâmbătă din decembrie, sistemul a înregistrat 168 de manevre într-o oră, aproape de capacitatea de proiect, dar încă în limitele ei. Pe fostul asfalt se află acum noua aripă și o mică piațetă pietonală.

• 350 de locuri pe două niveluri subterane în loc de trei, cu aproximativ o treime mai puțină săpătură
• Așteptare medie la cabină sub două minute și adesea deloc, când returnarea pornește de la casa de plată
• Timpul petrecut cu parcarea redus cu până la 60% față de căutarea unui loc în vechea parcare de suprafață
• Niciun vehicul avariat și niciun furt din mașini de la deschidere

**Mentenanță și suport**

Pentru un centru comercial, disponibilitatea din weekend contează cel mai mult. În primul an, unul dintre tehnicienii noștri este prezent în fiecare vineri, sâmbătă și duminică, în timpul programului, iar piesele de schimb critice sunt păstrate lângă lifturi. Sistemul este monitorizat 24/7 de centrul nostru de service, vizitele de mentenanță preventivă au loc lunar, iar dacă un lift sau un shuttle are nevoie de intervenție, celelalte funcționează în continuare, cu capacitate redusă. De la deschidere, disponibilitatea a rămas peste 99,5%.

Pentru proprietarii de centre comerciale, parcarea de suprafață este adesea cel mai valoros teren de construcție pe care îl au, iar a construi pe ea nu trebuie să coste niciun loc.`,
};
