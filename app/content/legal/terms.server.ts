import type { LegalText } from "./types";

export const en: LegalText = {
  title: "Terms of Service",
  description:
    "The terms for using the Autoparc Systems website, requesting quotes for automated parking systems and using an account.",
  updated: "2026-11-01",
  content: `**About these terms and who we are**

These terms govern the use of this website and of the services offered through it, such as quote requests, contact forms and accounts. The website is operated by {{legalName}}, a Romanian company that designs, sells, installs and maintains automated car parking systems:

{{identity}}

By using the website you accept these terms. If you do not agree with them, please do not use the website. If you act on behalf of a company or public body, you confirm that you are authorised to do so.

**Use of the website**

The website presents our company, our parking systems and our projects for information purposes only. Descriptions, capacities, dimensions, photos and prices shown on the website are general information and do not constitute a binding offer. The right solution for a site always depends on its specific conditions, which we assess case by case.

Any estimate or quote provided through the website is non-binding until a written contract has been signed by both parties.

You agree to use the website lawfully and not to:

• attempt to gain unauthorised access to the website, its servers or other users' accounts;
• disrupt the website, overload it or interfere with its security measures;
• send false, misleading or unlawful information through the forms;
• copy content from the website automatically or in bulk (scraping) without our written permission.

**Quote requests and contracts**

A quote request sent through the website does not oblige you or us to conclude a contract. Based on your request, we may send you a written offer. Each offer is valid for the period stated in it; after that period, prices and conditions may change and must be confirmed again.

The contract signed between you and our company governs the delivery, installation, commissioning, warranty and maintenance of the parking system, as well as prices, payment terms and deadlines. If the contract differs from what is stated on the website or in these terms, the contract prevails.

**Accounts**

Some features may require an account. When you create and use an account, you agree to:

• provide accurate, complete and up-to-date information;
• keep your password confidential and not share your account with others;
• inform us promptly at {{email}} if you suspect that someone has used your account without permission.

You are responsible for activity carried out through your account, unless it results from a fault on our side. We may suspend or close an account that is used in breach of these terms or of the law, or that endangers the security of the website. Where reasonable, we will inform you and explain the reason.

**Intellectual property**

The texts, photographs, drawings, catalogues, technical documentation, logos and other materials on the website belong to {{legalName}} or are used with the permission of their owners, and are protected by copyright and other intellectual property laws. You may view them and save or print them for your own use in evaluating our products and services. Any other reproduction, modification, distribution or commercial use requires our prior written consent.

Technical drawings, plans and dimensions published on the website or sent with an offer are indicative. They are not construction drawings and must not be used to design or build a structure. The binding technical documentation for a project is the one agreed under the contract.

**Liability**

We take reasonable care to keep the information on the website accurate and up to date, but we cannot guarantee that it is always complete, error-free or current, or that the website will be available without interruption. Technical specifications may change as our products evolve.

To the extent permitted by law, we are not liable for indirect damages, such as loss of profit, loss of business opportunity or loss of data, arising from the use of the website or from reliance on its information. We are not responsible for the content of external websites linked from ours.

Nothing in these terms excludes or limits our liability for damage caused intentionally or through gross negligence, for death or personal injury, or any other liability that cannot be excluded or limited under applicable law. Our liability under a contract is governed by that contract.

**Privacy and data processing**

We process the personal data you provide through the website, for example in quote requests, contact messages or accounts, in accordance with the GDPR and Romanian law. Details are set out in our Privacy Policy. In summary:

• we use the data to answer your requests, prepare offers, perform contracts, meet our legal obligations and keep the website secure;
• quote and contract data is kept for 3 years after the end of the contract;
• accounting documents are kept for 10 years, as required by Romanian accounting law;
• we do not sell personal data;
• you can exercise your rights by writing to {{email}}.

**Consumer protection and dispute resolution**

Our services are intended mainly for businesses and public bodies. If you are a consumer, you benefit from the protection of Romanian consumer law, and nothing in these terms restricts the rights that law gives you.

If you are not satisfied with our answer to a complaint, you may contact the National Authority for Consumer Protection (ANPC) at anpc.ro. ANPC also provides information about alternative dispute resolution (SAL, Soluționarea Alternativă a Litigiilor), an out-of-court procedure handled by independent entities, at anpc.ro.

The European Union's online dispute resolution (ODR) platform, previously used for disputes about contracts concluded online, was discontinued on 20 July 2025 by Regulation (EU) 2024/3228, so it can no longer be used to submit complaints. Consumers can use the alternative dispute resolution entities mentioned above or the courts.

**Governing law and jurisdiction**

These terms and any dispute relating to the website are governed by Romanian law. We will first try to settle any dispute amicably. If that is not possible, disputes will be resolved by the competent courts of the place where our company has its registered office. If you are a consumer, this does not deprive you of the protection of the mandatory rules of the law that applies to you, nor of your right to bring proceedings before the courts to which consumer law gives you access.

**Changes to these terms**

We may change these terms when the website, our services or the law change. The updated version is published on this page with its update date and applies from that date. Contracts already signed remain governed by the terms agreed in them.

**Contact**

For questions about these terms, write to {{email}}, call {{phone}} or visit us at {{office}}.`,
};

export const ro: LegalText = {
  title: "Termeni și condiții",
  description:
    "Condițiile de utilizare a site-ului Autoparc Systems, de solicitare a ofertelor pentru sisteme automate de parcare și de folosire a contului.",
  updated: "2026-11-01",
  content: `**Despre acești termeni și despre noi**

Acești termeni reglementează utilizarea site-ului și a serviciilor oferite prin intermediul lui, cum ar fi cererile de ofertă, formularele de contact și conturile. Site-ul este administrat de {{legalName}}, societate română care proiectează, vinde, instalează și întreține sisteme automate de parcare:

{{identity}}

Prin utilizarea site-ului acceptați acești termeni. Dacă nu sunteți de acord cu ei, vă rugăm să nu folosiți site-ul. Dacă acționați în numele unei societăți sau al unei instituții publice, confirmați că aveți dreptul să o reprezentați.

**Utilizarea site-ului**

Site-ul prezintă firma noastră, sistemele de parcare și proiectele realizate exclusiv în scop informativ. Descrierile, capacitățile, dimensiunile, fotografiile și prețurile afișate au caracter general și nu reprezintă o ofertă fermă. Soluția potrivită pentru un amplasament depinde întotdeauna de condițiile concrete ale acestuia, pe care le analizăm de la caz la caz.

Orice estimare sau ofertă transmisă prin intermediul site-ului nu are caracter obligatoriu până la semnarea unui contract scris de către ambele părți.

Vă angajați să folosiți site-ul în mod legal și să nu:

• încercați să obțineți acces neautorizat la site, la serverele acestuia sau la conturile altor utilizatori;
• perturbați funcționarea site-ului, să îl supraîncărcați sau să interferați cu măsurile de securitate;
• transmiteți prin formulare informații false, înșelătoare sau ilegale;
• copiați conținutul site-ului în mod automat sau în masă (scraping) fără acordul nostru scris.

**Cereri de ofertă și contracte**

O cerere de ofertă trimisă prin site nu obligă nici pe dumneavoastră, nici pe noi la încheierea unui contract. Pe baza cererii, vă putem transmite o ofertă scrisă. Fiecare ofertă este valabilă pe perioada menționată în cuprinsul ei; după expirarea acesteia, prețurile și condițiile se pot modifica și trebuie reconfirmate.

Contractul semnat între dumneavoastră și firma noastră stabilește condițiile de livrare, instalare, punere în funcțiune, garanție și întreținere a sistemului de parcare, precum și prețul, modalitățile de plată și termenele. Dacă prevederile contractului diferă de informațiile de pe site sau de acești termeni, contractul are prioritate.

**Conturi**

Unele funcții pot necesita un cont. Atunci când creați și folosiți un cont, vă obligați:

• să furnizați informații corecte, complete și actualizate;
• să păstrați confidențialitatea parolei și să nu permiteți altor persoane să vă folosească contul;
• să ne anunțați de îndată, la {{email}}, dacă bănuiți că cineva v-a folosit contul fără permisiune.

Răspundeți pentru activitatea desfășurată prin contul dumneavoastră, cu excepția situațiilor care se datorează unei culpe a noastre. Putem suspenda sau închide un cont folosit cu încălcarea acestor termeni ori a legii sau care pune în pericol securitatea site-ului. Atunci când este rezonabil, vă vom informa și vă vom explica motivul.

**Proprietate intelectuală**

Textele, fotografiile, desenele, cataloagele, documentația tehnică, siglele și celelalte materiale de pe site aparțin {{legalName}} sau sunt folosite cu permisiunea titularilor lor și sunt protejate de legislația privind dreptul de autor și celelalte drepturi de proprietate intelectuală. Le puteți consulta, salva sau tipări pentru uz propriu, în scopul evaluării produselor și serviciilor noastre. Orice altă reproducere, modificare, distribuire sau utilizare comercială necesită acordul nostru prealabil, în scris.

Desenele tehnice, planurile și dimensiunile publicate pe site sau transmise împreună cu o ofertă au caracter orientativ. Acestea nu sunt planuri de execuție și nu pot fi folosite pentru proiectarea sau construirea unei structuri. Documentația tehnică obligatorie pentru un proiect este cea convenită prin contract.

**Răspundere**

Depunem diligența rezonabilă pentru ca informațiile de pe site să fie corecte și actualizate, însă nu putem garanta că ele sunt întotdeauna complete, lipsite de erori sau la zi ori că site-ul va funcționa fără întreruperi. Specificațiile tehnice se pot modifica pe măsură ce produsele noastre evoluează.

În măsura permisă de lege, nu răspundem pentru prejudiciile indirecte, precum beneficiul nerealizat, pierderea unor oportunități de afaceri sau pierderea de date, rezultate din utilizarea site-ului ori din încrederea acordată informațiilor de pe acesta. Nu răspundem pentru conținutul site-urilor externe către care trimit linkurile de pe site-ul nostru.

Nicio prevedere a acestor termeni nu exclude și nu limitează răspunderea noastră pentru prejudiciile cauzate cu intenție sau din culpă gravă, pentru vătămarea vieții sau a integrității corporale ori orice altă răspundere care, potrivit legii, nu poate fi exclusă sau limitată. Răspunderea noastră contractuală este guvernată de contractul încheiat.

**Confidențialitate și prelucrarea datelor**

Prelucrăm datele personale pe care ni le furnizați prin site, de exemplu în cererile de ofertă, mesajele de contact sau conturi, în conformitate cu GDPR și cu legislația română. Detaliile se găsesc în Politica de confidențialitate. Pe scurt:

• folosim datele pentru a răspunde solicitărilor, a întocmi oferte, a executa contracte, a ne îndeplini obligațiile legale și a asigura securitatea site-ului;
• datele privind ofertele și contractele se păstrează 3 ani de la încetarea contractului;
• documentele contabile se păstrează 10 ani, conform legislației contabile din România;
• nu vindem date personale;
• vă puteți exercita drepturile scriindu-ne la {{email}}.

**Protecția consumatorilor și soluționarea litigiilor**

Serviciile noastre se adresează în principal firmelor și instituțiilor publice. Dacă sunteți consumator, beneficiați de protecția legislației române privind protecția consumatorilor, iar acești termeni nu restrâng drepturile pe care vi le conferă aceasta.

Dacă nu sunteți mulțumit de răspunsul nostru la o reclamație, vă puteți adresa Autorității Naționale pentru Protecția Consumatorilor (ANPC), la anpc.ro. Tot pe anpc.ro găsiți informații despre soluționarea alternativă a litigiilor (SAL), o procedură extrajudiciară desfășurată de entități independente.

Platforma europeană de soluționare online a litigiilor (SOL), folosită anterior pentru litigiile privind contractele încheiate online, a fost închisă la 20 iulie 2025 prin Regulamentul (UE) 2024/3228, așa că nu mai poate fi folosită pentru depunerea reclamațiilor. Consumatorii pot apela la entitățile SAL menționate mai sus sau la instanțele de judecată.

**Legea aplicabilă și instanțele competente**

Acești termeni și orice litigiu legat de site sunt guvernate de legea română. Vom încerca mai întâi să soluționăm orice neînțelegere pe cale amiabilă. Dacă acest lucru nu este posibil, litigiile vor fi soluționate de instanțele competente de la sediul societății noastre. Dacă sunteți consumator, această clauză nu vă lipsește de protecția normelor imperative ale legii care vi se aplică și nici de dreptul de a vă adresa instanțelor pe care legislația privind protecția consumatorilor vi le pune la dispoziție.

**Modificarea termenilor**

Putem modifica acești termeni atunci când se schimbă site-ul, serviciile noastre sau legislația. Versiunea actualizată este publicată pe această pagină, împreună cu data actualizării, și se aplică de la acea dată. Contractele deja semnate rămân supuse condițiilor convenite în cuprinsul lor.

**Contact**

Pentru întrebări despre acești termeni, ne puteți scrie la {{email}}, ne puteți suna la {{phone}} sau ne puteți vizita la sediul din {{office}}.`,
};
