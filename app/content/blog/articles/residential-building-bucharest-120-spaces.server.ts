import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Bucharest Residential Building: 120 Spaces in One Basement",
  excerpt:
    "A Bucharest developer needed one space per apartment without digging below the groundwater. Twelve puzzle modules fitted 120 independent spaces into a single basement level.",
  tags: ["residential", "bucharest", "puzzle system", "developers"],
  content: `**The client and the challenge**

A Bucharest developer was preparing a residential building with 104 apartments on a plot of about 2,100 m² in the northern part of the city. The project needed 120 parking spaces: one for every apartment, plus extra spaces for buyers of the larger units. With ramps and driving aisles, the first design needed three full basement levels to reach that number.

The geotechnical study made the problem worse. Groundwater in the area sits about 10 metres below ground, so the third basement level would have required deep dewatering, heavier waterproofing and several more months of structural work. The developer asked us whether all 120 cars could fit within a shallower excavation.

**Why a sliding (puzzle) system**

For residents, independent access is essential: nobody wants to call a neighbour to move their car at seven in the morning. A sliding (puzzle) system gives every user direct access to their own space, while stacking cars on several platform levels.

We designed twelve modules of 10 spaces each. Every module has three platform levels, one in a pit below the basement floor, one at aisle level and one above, with four columns and two free positions that allow the platforms to slide. The basement became a single level with a clear height of about 5.3 metres, so the whole excavation, pits included, is roughly as deep as two conventional basement levels and stays above the groundwater.

• Each resident calls their car with an RFID card or a remote control, without waiting for anyone else
• Average retrieval time of about 70 seconds, since most movements need only one slide and one lift
• A single entrance ramp and one driving aisle instead of three levels of ramps and aisles
• Modules work independently, so a service visit affects only ten residents at a time

**Installation during the fit-out works**

We coordinated the pit dimensions and power supply with the structural engineer while the foundations were still on paper. Installation started when the basement slab was complete and ran in parallel with the interior finishing of the apartments. Two crews assembled the modules in sequence, and the whole system was installed, tested and certified in fourteen weeks. The car park was ready three weeks before the first apartments were handed over, so residents moved in with their parking already working.

**Results for the developer and the residents**

• 120 independent spaces in one double-height basement instead of three conventional levels
• Excavation volume reduced by about 30%, with no deep dewatering
• Around four months saved on the structural schedule
• All parking spaces were sold or reserved before the building was completed

For residents, the daily routine is simple: drive in, leave the car on the platform, close the door and walk away. Parking and collecting the car takes roughly half the time it takes in a typical ramp garage, with no searching for spaces and no tight turns between columns.

**Maintenance and support**

During the warranty period, maintenance was covered under the developer's contract. Afterwards, the owners' association signed its own preventive maintenance contract, with visits twice a year and the periodic inspections required for this type of equipment. Our 24/7 hotline handles urgent calls, and in the event of a power cut the system stops safely and resumes automatically once power is restored. We also trained the building administrator in basic operation and in what to check before calling a technician.

For developers in Bucharest, where plots are tight and groundwater often limits excavation, a puzzle system can fit the capacity of three conventional basement levels into the depth of two.`,
};

export const ro: BlogArticleText = {
  title: "Bloc rezidențial în București: 120 de locuri într-un singur subsol",
  excerpt:
    "Un dezvoltator din București avea nevoie de un loc pentru fiecare apartament, fără să sape sub pânza freatică. Douăsprezece module puzzle au adus 120 de locuri independente într-un singur subsol.",
  tags: ["rezidențial", "bucurești", "sistem puzzle", "dezvoltatori"],
  content: `**Clientul și provocarea**

Un dezvoltator din București pregătea un bloc cu 104 apartamente pe un teren de aproximativ 2.100 m², în zona de nord a orașului. Proiectul avea nevoie de 120 de locuri de parcare: câte unul pentru fiecare apartament, plus locuri suplimentare pentru cumpărătorii apartamentelor mari. Cu rampe și căi de circulație, prima variantă de proiect avea nevoie de trei subsoluri complete pentru a atinge acest număr.

Studiul geotehnic a complicat lucrurile. Pânza freatică se află în zonă la circa 10 metri sub nivelul terenului, așa că al treilea subsol ar fi presupus epuizmente de adâncime, hidroizolații mai scumpe și câteva luni în plus la structură. Dezvoltatorul ne-a întrebat dacă toate cele 120 de mașini pot încăpea într-o săpătură mai puțin adâncă.

**De ce un sistem glisant (puzzle)**

Pentru locatari, accesul independent este esențial: nimeni nu vrea să-și sune vecinul la șapte dimineața ca să-și mute mașina. Un sistem glisant (puzzle) oferă fiecărui utilizator acces direct la propriul loc, chiar dacă mașinile sunt așezate pe mai multe niveluri de platforme.

Am proiectat douăsprezece module a câte 10 locuri. Fiecare modul are trei niveluri de platforme, unul într-o groapă sub cota subsolului, unul la nivelul căii de circulație și unul deasupra, cu patru coloane și două poziții libere care permit glisarea platformelor. Subsolul a devenit un singur nivel, cu o înălțime liberă de aproximativ 5,3 metri, astfel că întreaga săpătură, inclusiv gropile, are cam adâncimea a două subsoluri obișnuite și rămâne deasupra pânzei freatice.

• Fiecare locatar își cheamă mașina cu un card RFID sau o telecomandă, fără să aștepte pe altcineva
• Timp mediu de returnare de circa 70 de secunde, pentru că majoritatea mișcărilor cer o singură glisare și o singură ridicare
• O singură rampă de acces și o singură cale de circulație, în locul rampelor și culoarelor de pe trei niveluri
• Modulele funcționează independent, așa că o intervenție de service afectează doar zece locatari

**Montaj în paralel cu finisajele**

Am stabilit dimensiunile gropilor și alimentarea electrică împreună cu inginerul structurist încă din faza de proiect a fundațiilor. Montajul a început după turnarea plăcii peste subsol și s-a desfășurat în paralel cu finisajele interioare ale apartamentelor. Două echipe au asamblat modulele pe rând, iar întregul sistem a fost montat, testat și certificat în paisprezece săptămâni. Parcarea a fost gata cu trei săptămâni înainte de predarea primelor apartamente, astfel că locatarii s-au mutat cu parcarea deja funcțională.

**Rezultate pentru dezvoltator și pentru locatari**

• 120 de locuri independente într-un singur subsol cu înălțime dublă, în loc de trei subsoluri clasice
• Volum de săpătură redus cu aproximativ 30%, fără epuizmente de adâncime
• Circa patru luni câștigate în graficul lucrărilor de structură
• Toate locurile de parcare au fost vândute sau rezervate înainte de finalizarea clădirii

Pentru locatari, rutina zilnică e simplă: intră, lasă mașina pe platformă, închid portiera și pleacă. Parcarea și ridicarea mașinii durează cam jumătate din timpul necesar într-un garaj obișnuit cu rampe, fără căutat locuri libere și fără viraje strânse printre stâlpi.

**Mentenanță și suport**

În perioada de garanție, mentenanța a fost acoperită prin contractul dezvoltatorului. Ulterior, asociația de proprietari a încheiat propriul contract de mentenanță preventivă, cu două vizite pe an și verificările periodice obligatorii pentru acest tip de echipament. Linia noastră de suport 24/7 preia urgențele, iar la o pană de curent sistemul se oprește în siguranță și își reia funcționarea automat după revenirea alimentării. Am instruit și administratorul clădirii pentru operarea de bază și pentru verificările simple de făcut înainte de a chema un tehnician.

Pentru dezvoltatorii din București, unde terenurile sunt mici și pânza freatică limitează adesea săpătura, un sistem puzzle poate aduce capacitatea a trei subsoluri clasice la adâncimea a două.`,
};
