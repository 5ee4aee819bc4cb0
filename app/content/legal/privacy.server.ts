import type { LegalText } from "./types";

export const en: LegalText = {
  title: "Privacy Policy",
  description:
    "How {{legalName}} collects, uses and protects personal data under the GDPR and Romanian law, and how you can exercise your rights.",
  updated: "2026-11-24",
  content: `This policy explains how {{legalName}} processes personal data when you visit our website, request a quote, write to us or use an account. It is drawn up in accordance with Regulation (EU) 2016/679 (the General Data Protection Regulation, "GDPR") and Romanian Law no. 190/2018 implementing it.

**Who we are**

The controller of your personal data is {{legalName}}, a Romanian company that designs, sells, installs and maintains automated car parking systems:

{{identity}}

For any question about personal data, our data protection contact can be reached at the same e-mail address, {{email}}.

**What data we collect**

We collect only the data you give us or that is needed to run the website securely:

• Quote requests: your name, e-mail address, phone number, company, the type of project, the number of parking spaces and your message.
• Contact messages: your name, e-mail address, phone number (optional), the subject and your message.
• Accounts: your name, e-mail address and password. We never store the password itself, only a cryptographic hash of it, so nobody at our company can read it.
• Technical data: your IP address, which we keep briefly for security and to limit abusive numbers of requests (rate limiting), and the server logs that record requests made to the website (date and time, page requested, browser type and similar information).

Please do not send us sensitive data (for example about health) through the forms; we do not need it.

**Purposes and legal bases**

We use personal data only for specific purposes, each with a legal basis under Article 6(1) GDPR:

• Preparing and sending a quote at your request and, where applicable, concluding the contract: steps taken at your request before entering into a contract, Article 6(1)(b).
• Answering enquiries and contact messages, and following up on them: our legitimate interest in communicating with prospective and existing customers, Article 6(1)(f).
• Keeping the website and our systems secure, preventing abuse and investigating incidents, including the use of IP addresses and server logs: our legitimate interest in protecting our services, Article 6(1)(f).
• Issuing invoices and keeping accounting records: compliance with our legal obligations, Article 6(1)(c).
• Non-essential cookies and embedded third-party content (video and map): your consent, Article 6(1)(a), which you can withdraw at any time.

Where we rely on legitimate interest, we have weighed that interest against your rights and you may object at any time, as explained below. Providing data in the forms is voluntary, but without the fields marked as required we cannot answer you or prepare a quote.

**Who receives your data**

Your data is seen only by the staff who need it to handle your request. We also use service providers who process data on our behalf, as processors bound by a written contract and by our instructions:

• the hosting provider of the website and its databases;
• the e-mail provider through which we receive and send messages.

We disclose data to public authorities (for example tax authorities, courts or the police) only when the law requires it. We do not sell or rent personal data to anyone, and we do not use it for third-party advertising.

**International transfers**

As a rule, we process data within the European Economic Area. If a provider needs to transfer data outside the EEA, we do so only with adequate safeguards, such as a European Commission adequacy decision or the standard contractual clauses adopted by the Commission. You may ask us for information about these safeguards.

**How long we keep data**

We keep personal data only as long as necessary for the purpose for which it was collected:

• Quote and contract data: 3 years after the end of the contract, corresponding to the general limitation period for claims.
• Accounting documents: 10 years, as required by Romanian accounting law (Law no. 82/1991).
• Enquiries and quote requests that do not lead to a contract: up to 3 years after our last contact with you.
• Account data: as long as the account is active; when you close it, we delete it unless we must keep some of it for one of the reasons above.
• IP addresses used for security and rate limiting, and server logs: only for short periods, after which they are deleted, unless they are needed to investigate a specific security incident.

**Your rights**

Under the GDPR you have the right to:

• access your data and receive a copy of it;
• have inaccurate data corrected (rectification);
• have your data erased, where there is no longer a reason to keep it;
• restrict the processing in certain situations;
• receive the data you gave us in a structured, commonly used format and have it sent to another controller (portability);
• object to processing based on our legitimate interest;
• withdraw your consent at any time, without affecting the lawfulness of processing carried out before the withdrawal;
• not be subject to a decision based solely on automated processing that produces legal or similarly significant effects for you. We do not take such decisions.

To exercise any of these rights, write to {{email}}. We will answer within one month of receiving the request; for complex or numerous requests this period may be extended by two further months, and we will tell you why. We may ask for information to confirm your identity. Exercising your rights is free of charge.

**Right to complain**

If you believe we process your data unlawfully, you may lodge a complaint with the Romanian supervisory authority: Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru 28-30, Sector 1, Bucharest, Romania, www.dataprotection.ro. We would appreciate the chance to address your concerns first, so please feel free to contact us before you do so.

**Cookies**

Cookies are small files that a website stores in your browser. We use only essential cookies, which the website needs in order to work:

• a cookie that remembers your cookie choice, so the banner does not appear on every page;
• a cookie that remembers the language you read the site in, so that pages whose address carries no language (such as the sign-in for staff) use it;
• the session cookie that keeps you signed in, set only when you sign in to an account.

We do not use analytics or advertising cookies. You can change your choice at any time from "Cookie settings" in the footer of every page.

**Embedded third-party content**

Some pages include content from Google: our presentation video from YouTube, embedded in privacy-enhanced mode (youtube-nocookie.com), and a map from Google Maps showing our location. This content does not load when the page opens. It loads only after you accept non-essential cookies or click on its placeholder. From that moment, Google may set cookies or similar technologies in your browser and receives your IP address and information about the page, under Google's own privacy policy; Google may also process this data outside the EEA. If you prefer not to load this content, leave the placeholders unclicked and refuse non-essential cookies.

**Security**

We take appropriate technical and organisational measures to protect personal data against loss, misuse and unauthorised access, including:

• encrypted connections (HTTPS) for the whole website;
• passwords stored only as hashes;
• access to data limited to the staff and providers who need it;
• rate limiting and monitoring against abuse;
• regular updates of our software and systems.

No transmission over the internet is completely secure, but we work to keep the risks as low as reasonably possible and will act promptly if an incident occurs, including notifying the authority and you where the law requires it.

**Changes to this policy**

We may update this policy when our services, the website or the law change. The new version will be published on this page with its update date. If the changes are significant, we will make this clear on the website or, where appropriate, inform you directly.`,
};

export const ro: LegalText = {
  title: "Politica de confidențialitate",
  description:
    "Cum colectează, folosește și protejează {{legalName}} datele cu caracter personal conform GDPR și legii române și cum vă puteți exercita drepturile.",
  updated: "2026-11-24",
  content: `Această politică descrie modul în care {{legalName}} prelucrează datele cu caracter personal atunci când vizitați site-ul nostru, solicitați o ofertă, ne scrieți sau folosiți un cont. Ea respectă Regulamentul (UE) 2016/679 (Regulamentul general privind protecția datelor, „GDPR”) și Legea nr. 190/2018 privind măsuri de punere în aplicare a acestuia.

**Cine suntem**

Operatorul datelor dumneavoastră este {{legalName}}, societate română care proiectează, vinde, instalează și întreține sisteme automate de parcare:

{{identity}}

Pentru orice întrebare privind datele personale, persoana de contact pentru protecția datelor poate fi contactată la aceeași adresă de e-mail, {{email}}.

**Ce date colectăm**

Colectăm doar datele pe care ni le furnizați sau care sunt necesare pentru funcționarea în siguranță a site-ului:

• Cereri de ofertă: numele, adresa de e-mail, numărul de telefon, societatea, tipul proiectului, numărul de locuri de parcare și mesajul dumneavoastră.
• Mesaje de contact: numele, adresa de e-mail, numărul de telefon (opțional), subiectul și mesajul.
• Conturi: numele, adresa de e-mail și parola. Nu stocăm niciodată parola ca atare, ci doar o valoare hash criptografică a acesteia, astfel încât nimeni din firma noastră nu o poate citi.
• Date tehnice: adresa IP, păstrată pentru scurt timp din motive de securitate și pentru limitarea numărului de cereri abuzive (rate limiting), precum și jurnalele serverului, care înregistrează accesările site-ului (data și ora, pagina solicitată, tipul de browser și informații similare).

Vă rugăm să nu ne transmiteți prin formulare date sensibile (de exemplu, privind sănătatea); nu avem nevoie de ele.

**Scopurile și temeiurile prelucrării**

Folosim datele personale numai în scopuri determinate, fiecare având un temei legal prevăzut la articolul 6 alineatul (1) din GDPR:

• întocmirea și transmiterea unei oferte la cererea dumneavoastră și, după caz, încheierea contractului: demersuri efectuate la cererea dumneavoastră înaintea încheierii unui contract, art. 6 alin. (1) lit. b);
• răspunsul la solicitări și mesaje de contact și urmărirea acestora: interesul nostru legitim de a comunica cu clienții actuali și potențiali, art. 6 alin. (1) lit. f);
• asigurarea securității site-ului și a sistemelor noastre, prevenirea abuzurilor și investigarea incidentelor, inclusiv prin folosirea adreselor IP și a jurnalelor serverului: interesul nostru legitim de a ne proteja serviciile, art. 6 alin. (1) lit. f);
• emiterea facturilor și ținerea evidenței contabile: îndeplinirea obligațiilor legale, art. 6 alin. (1) lit. c);
• cookie-urile neesențiale și conținutul terț încorporat (videoclip și hartă): consimțământul dumneavoastră, art. 6 alin. (1) lit. a), pe care îl puteți retrage oricând.

Atunci când ne întemeiem pe interesul legitim, am pus în balanță acest interes cu drepturile dumneavoastră, iar dumneavoastră vă puteți opune oricând prelucrării, după cum arătăm mai jos. Completarea formularelor este voluntară, însă fără câmpurile marcate ca obligatorii nu vă putem răspunde și nu putem întocmi o ofertă.

**Cui transmitem datele**

Datele dumneavoastră sunt accesate numai de angajații care au nevoie de ele pentru a vă soluționa cererea. Colaborăm și cu furnizori care prelucrează date în numele nostru, în calitate de persoane împuternicite, pe baza unui contract scris și conform instrucțiunilor noastre:

• furnizorul de găzduire a site-ului și a bazelor de date;
• furnizorul de e-mail prin care primim și trimitem mesaje.

Comunicăm date autorităților publice (de exemplu, autorităților fiscale, instanțelor sau poliției) numai atunci când legea ne obligă. Nu vindem și nu închiriem date personale și nu le folosim pentru publicitatea altor firme.

**Transferuri internaționale**

Ca regulă, prelucrăm datele în Spațiul Economic European (SEE). Dacă un furnizor trebuie să transfere date în afara SEE, transferul are loc numai cu garanții adecvate, cum ar fi o decizie de adecvare a Comisiei Europene sau clauzele contractuale standard adoptate de Comisie. Ne puteți solicita informații despre aceste garanții.

**Cât timp păstrăm datele**

Păstrăm datele personale doar atât cât este necesar pentru scopul în care au fost colectate:

• datele privind ofertele și contractele: 3 ani de la încetarea contractului, perioadă care corespunde termenului general de prescripție;
• documentele contabile: 10 ani, conform Legii contabilității nr. 82/1991;
• solicitările și cererile de ofertă care nu se concretizează într-un contract: cel mult 3 ani de la ultimul contact cu dumneavoastră;
• datele contului: cât timp contul este activ; la închiderea lui le ștergem, cu excepția celor pe care trebuie să le păstrăm pentru unul dintre motivele de mai sus;
• adresele IP folosite pentru securitate și limitarea cererilor, precum și jurnalele serverului: doar pentru perioade scurte, după care sunt șterse, cu excepția cazului în care sunt necesare pentru investigarea unui incident de securitate concret.

**Drepturile dumneavoastră**

Conform GDPR, aveți următoarele drepturi:

• dreptul de acces la date și de a primi o copie a acestora;
• dreptul la rectificarea datelor inexacte;
• dreptul la ștergerea datelor, atunci când nu mai există un motiv pentru păstrarea lor;
• dreptul la restricționarea prelucrării, în anumite situații;
• dreptul la portabilitate, adică de a primi datele furnizate într-un format structurat, utilizat în mod curent, și de a le transmite altui operator;
• dreptul de opoziție față de prelucrarea întemeiată pe interesul nostru legitim;
• dreptul de a vă retrage oricând consimțământul, fără a afecta legalitatea prelucrării efectuate înainte de retragere;
• dreptul de a nu face obiectul unei decizii bazate exclusiv pe prelucrarea automată, care produce efecte juridice sau vă afectează în mod similar semnificativ. Nu luăm astfel de decizii.

Pentru exercitarea acestor drepturi, scrieți-ne la {{email}}. Vă răspundem în termen de o lună de la primirea cererii; în cazul cererilor complexe sau numeroase, termenul poate fi prelungit cu încă două luni, iar în acest caz vă vom informa asupra motivelor. Este posibil să vă cerem informații suplimentare pentru a vă confirma identitatea. Exercitarea drepturilor este gratuită.

**Dreptul de a depune o plângere**

Dacă apreciați că vă prelucrăm datele în mod nelegal, puteți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru 28-30, Sector 1, București, www.dataprotection.ro. Vă încurajăm totuși să ne contactați mai întâi, pentru a încerca să lămurim împreună situația.

**Cookie-uri**

Cookie-urile sunt fișiere mici pe care un site le salvează în browserul dumneavoastră. Folosim exclusiv cookie-uri esențiale, fără de care site-ul nu poate funcționa:

• un cookie care reține opțiunea dumneavoastră privind cookie-urile, pentru ca bannerul să nu apară pe fiecare pagină;
• un cookie care reține limba în care citiți site-ul, pentru ca paginile a căror adresă nu conține limba (de exemplu autentificarea personalului) să o folosească;
• cookie-ul de sesiune care vă menține autentificat, setat doar atunci când vă conectați la un cont.

Nu folosim cookie-uri de analiză sau de publicitate. Vă puteți schimba oricând opțiunea din linkul „Setări cookie-uri” aflat în subsolul fiecărei pagini.

**Conținut terț încorporat**

Unele pagini includ conținut furnizat de Google: videoclipul nostru de prezentare de pe YouTube, încorporat în modul de confidențialitate sporită (youtube-nocookie.com), și o hartă Google Maps cu locația noastră. Acest conținut nu se încarcă la deschiderea paginii, ci numai după ce acceptați cookie-urile neesențiale sau dați clic pe elementul care îi ține locul. Din acel moment, Google poate plasa cookie-uri sau tehnologii similare în browserul dumneavoastră și primește adresa IP și informații despre pagina vizitată, conform propriei politici de confidențialitate; Google poate prelucra aceste date și în afara SEE. Dacă nu doriți încărcarea acestui conținut, nu dați clic pe elementele respective și refuzați cookie-urile neesențiale.

**Securitatea datelor**

Luăm măsuri tehnice și organizatorice adecvate pentru a proteja datele personale împotriva pierderii, utilizării abuzive și accesului neautorizat, printre care:

• conexiuni criptate (HTTPS) pe întregul site;
• stocarea parolelor exclusiv sub formă de hash;
• accesul la date limitat la angajații și furnizorii care au nevoie de ele;
• limitarea numărului de cereri și monitorizarea împotriva abuzurilor;
• actualizarea periodică a programelor și sistemelor.

Nicio transmisie prin internet nu este complet sigură, însă depunem toate eforturile rezonabile pentru a reduce riscurile și vom acționa prompt în cazul unui incident, inclusiv prin notificarea autorității și, atunci când legea o cere, a dumneavoastră.

**Modificarea politicii**

Putem actualiza această politică atunci când se schimbă serviciile noastre, site-ul sau legislația. Noua versiune va fi publicată pe această pagină, împreună cu data actualizării. Dacă modificările sunt semnificative, le vom semnala pe site sau, după caz, vă vom informa direct.`,
};
