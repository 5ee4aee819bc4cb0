import type { BlogArticleText } from "../types";

export const en: BlogArticleText = {
  title: "Bucharest Business Center: 200 Spaces and Two Circular Shafts",
  excerpt:
    "On a Bucharest corner plot where deep basements were ruled out, two circular forklift shafts and a small visitor car park provide 200 spaces, and every car leaves facing forward.",
  tags: ["commercial", "bucharest", "circular forklift", "office buildings"],
  content: `**The client and the challenge**

A Bucharest developer was preparing a business center with about 24,000 m² of offices: two buildings of nine and eleven storeys, linked by a shared lobby on the ground floor. The zoning certificate and the expectations of future tenants pointed to the same figure: 200 parking spaces.

The site made that figure hard to reach. A metro tunnel runs under the boulevard next to the plot, and its protection zone limited the depth of any basement on that side. The geotechnical study also found groundwater at about eight metres. A conventional garage with ramps, kept to two basement levels, would have held around 110 cars. Going deeper meant diaphragm walls and permanent dewatering.

**Why circular forklift shafts**

Away from the metro, the plot had two almost square corners of about 20 by 20 metres each. This is the ideal shape for a circular forklift system: the spaces are arranged radially around a central lift that rises and rotates at the same time, so no area is lost to ramps or driving aisles.

We designed two circular shafts of 88 spaces each, with eight levels of 11 spaces. In each shaft, four levels sit below ground, above the groundwater, and four are enclosed in the building's podium, behind a planted facade. The remaining 24 spaces are conventional, at ground level, for visitors, deliveries and drivers with reduced mobility.

• Two transfer cabins per shaft, so four drivers can leave or collect a car at the same time
• The central lift turns the car during the transfer, so every driver leaves facing forward, without a turntable
• Steel structure designed for the seismic conditions of Bucharest and checked by the project's structural engineer
• Pre-ordering with the access badge at the lobby turnstiles, so the car is waiting at the end of the day

**Design and installation timeline**

We worked with the architect and the structural engineer for five months, until the foundations, the lift pits and the power supply of both shafts were fixed. Mechanical installation began once the concrete shells were finished and ran in parallel with the facade works. It took seven months in total, with the second shaft starting six weeks after the first, so that the same teams could move from one to the other. Commissioning took five more weeks and ended with a simulated morning peak of 100 consecutive entries.

**Results after the first months**

The business center now offers 200 spaces, almost twice what a two-level ramp garage would have provided. With one lift per shaft, the system handles about 70 movements per hour. Thanks to flexible working hours, arrivals are spread between 7:30 and 10:00, and the busiest hour measured so far brought 58 entries, with no more than three cars waiting at the entrance.

• Average retrieval time of about 110 seconds, and practically no wait for pre-ordered cars
• Time spent parking reduced by around 65% compared with the ramp garages the tenants used before
• No scratched doors and no vandalism, because nobody walks among the parked cars
• Ground-floor space that would have gone to ramps now houses a café and a bicycle room

**Maintenance and support**

The developer signed a preventive maintenance contract with monthly visits in the first year and quarterly visits afterwards. Both shafts are connected to our service centre, which monitors them 24/7, and most alarms are diagnosed and cleared remotely. For interventions on site, the contract guarantees that a technician arrives within two hours. Since opening, the car park has been available more than 99.6% of the time.

For developers in Bucharest, where deep excavation is often expensive or simply not allowed, the project shows that the number of parking spaces no longer has to dictate the depth of the basement.`,
};

export const ro: BlogArticleText = {
  title: "Business center în București: 200 de locuri și două puțuri circulare",
  excerpt:
    "Pe un teren de colț din București, unde subsolurile adânci nu erau posibile, două puțuri circulare cu elevator și o mică parcare pentru vizitatori oferă 200 de locuri, iar mașinile ies mereu cu fața înainte.",
  tags: ["comercial", "bucurești", "elevator circular", "clădiri de birouri"],
  content: `**Clientul și provocarea**

Un dezvoltator din București pregătea un business center cu aproximativ 24.000 m² de birouri: două clădiri cu nouă și, respectiv, unsprezece etaje, legate printr-un lobby comun la parter. Certificatul de urbanism și așteptările viitorilor chiriași indicau aceeași cifră: 200 de locuri de parcare.

Terenul complica însă lucrurile. Pe sub bulevardul alăturat trece un tunel de metrou, iar zona lui de protecție limita adâncimea oricărui subsol pe acea latură. Studiul geotehnic a arătat și că pânza freatică se află la circa opt metri. O parcare clasică, cu rampe, limitată la două subsoluri, ar fi avut în jur de 110 locuri. Mai mult ar fi cerut pereți mulați și epuizmente permanente.

**De ce puțuri circulare cu elevator**

Departe de metrou, terenul avea două colțuri aproape pătrate, de circa 20 pe 20 de metri fiecare. Este forma ideală pentru un sistem circular cu elevator: locurile sunt dispuse radial în jurul unui lift central care urcă și se rotește în același timp, așa că nu se pierde spațiu cu rampe sau căi de circulație.

Am proiectat două puțuri circulare a câte 88 de locuri, fiecare cu opt niveluri de câte 11 locuri. În fiecare puț, patru niveluri se află sub pământ, deasupra pânzei freatice, iar patru sunt integrate în soclul clădirii, în spatele unei fațade vegetale. Celelalte 24 de locuri sunt clasice, la nivelul solului, pentru vizitatori, livrări și persoane cu mobilitate redusă.

• Două cabine de predare pentru fiecare puț, astfel încât patru șoferi pot lăsa sau prelua mașina în același timp
• Liftul central rotește mașina în timpul transferului, așa că toată lumea iese cu fața înainte, fără platformă rotativă separată
• Structură metalică dimensionată pentru condițiile seismice din București și verificată de inginerul structurist al proiectului
• Comandă anticipată cu ecusonul de acces, la turnichetele din lobby, astfel încât mașina așteaptă deja la final de zi

**Proiectare și calendarul lucrărilor**

Timp de cinci luni am lucrat împreună cu arhitectul și cu inginerul structurist, până când fundațiile, gropile lifturilor și alimentarea cu energie pentru ambele puțuri au fost stabilite. Montajul mecanic a început după finalizarea structurii de beton, în paralel cu lucrările la fațadă, și a durat șapte luni. Al doilea puț a pornit la șase săptămâni după primul, ca aceleași echipe să treacă de la unul la altul. Punerea în funcțiune a mai durat cinci săptămâni și s-a încheiat cu simularea unui vârf de dimineață cu 100 de intrări consecutive.

**Rezultate după primele luni**

Business center-ul oferă acum 200 de locuri, aproape dublu față de cât ar fi asigurat o parcare cu rampe pe două subsoluri. Cu câte un lift în fiecare puț, sistemul realizează circa 70 de manevre pe oră. Datorită programului flexibil, sosirile se întind între 7:30 și 10:00, iar cea mai aglomerată oră măsurată până acum a adus 58 de intrări, cu cel mult trei mașini în așteptare la intrare.

• Timp mediu de returnare de aproximativ 110 secunde și practic nicio așteptare pentru mașinile comandate din timp
• Timpul petrecut cu parcarea a scăzut cu circa 65% față de parcările cu rampe folosite anterior de chiriași
• Nicio portieră zgâriată și niciun act de vandalism, pentru că nimeni nu circulă printre mașinile parcate
• Spațiul de la parter care ar fi fost ocupat de rampe găzduiește acum o cafenea și o cameră pentru biciclete

**Mentenanță și suport**

Dezvoltatorul a încheiat un contract de mentenanță preventivă, cu vizite lunare în primul an și trimestriale după aceea. Ambele puțuri sunt conectate la centrul nostru de service, care le monitorizează 24/7, iar majoritatea alarmelor sunt diagnosticate și rezolvate de la distanță. Pentru intervențiile la fața locului, contractul garantează sosirea unui tehnician în cel mult două ore. De la deschidere, parcarea a fost disponibilă peste 99,6% din timp.

Pentru dezvoltatorii din București, unde săpăturile adânci sunt adesea scumpe sau chiar interzise, proiectul arată că numărul locurilor de parcare nu mai trebuie să dicteze adâncimea subsolului.`,
};
