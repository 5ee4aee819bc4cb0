import type { CatalogTexts } from "./types";

/** The text of the product catalogue in the six languages (one PDF per language). */
export const catalogTexts: CatalogTexts = {
  ro: {
    locale: "ro-RO",
    title: "Catalog de produse",
    subtitle: "Sisteme de parcare automate și semiautomate",
    intro:
      "Autoparc Systems proiectează, vinde, instalează și întreține sisteme de parcare automate și semiautomate, de la 2 vehicule până la 1000 de locuri. Din anul 2000 realizăm proiecte în România și în Europa, cu echipamente de inginerie germană. Sistemele noastre folosesc eficient spațiul disponibil și reduc timpul de parcare cu până la 70%. Vă însoțim de la prima consultanță până la întreținerea de zi cu zi, cu suport disponibil 24/7.",
    highlights: [
      "Timp de parcare redus cu până la 70%",
      "Suport 24/7",
      "Inginerie germană",
      "În România din anul 2000",
    ],
    productsHeading: "Produse",
    capacityLabel: "Capacitate",
    products: {
      duplicator: {
        name: "Elevator auto Duplicator",
        capacity: "2+ vehicule",
        description:
          "Duplicator este un elevator auto hidraulic pe doi stâlpi, care parchează mașinile pe două niveluri. Dublează numărul de locuri pe aceeași suprafață și este potrivit pentru garaje private și comerciale.",
      },
      e1: {
        name: "Platforme de parcare E1",
        capacity: "6-30 locuri",
        description:
          "E1 folosește platforme de parcare independente, suprapuse pe mai multe niveluri, cu o groapă pentru nivelul inferior. Fiecare vehicul poate fi scos fără a muta celelalte mașini. Soluția este ideală pentru clădiri rezidențiale, cu 6 până la 30 de locuri.",
      },
      s1Shuttle: {
        name: "Parcare automată cu navetă S1 Shuttle",
        capacity: "30-150 locuri",
        description:
          "În S1 Shuttle, navete care circulă pe șine deservesc fiecare nivel, iar un lift transportă vehiculele între niveluri. Sistemul complet automat oferă între 30 și 150 de locuri cu timpi de acces scurți.",
      },
      shuttleparkH: {
        name: "Parcare automată înaltă Shuttlepark H",
        capacity: "30-1000 locuri",
        description:
          "Shuttlepark H este o parcare complet automată de tip raft înalt, cu mai multe lifturi și navete care lucrează în paralel. Este gândită pentru proiecte mari, de la 30 până la 1000 de locuri, cu un debit ridicat de vehicule.",
      },
      tetrisRotolift: {
        name: "Lift rotativ Tetris Rotolift",
        capacity: "De obicei 10-40 locuri",
        description:
          "Tetris Rotolift este un lift care rotește mașina în timp ce o ridică, astfel încât șoferul iese întotdeauna cu fața înainte. Manevrele dificile dispar, iar capacitatea obișnuită este de 10 până la 40 de locuri.",
      },
      tetrisRotopark: {
        name: "Carusel vertical Tetris Rotopark",
        capacity: "6-30 locuri",
        description:
          "Tetris Rotopark este un carusel rotativ vertical compact, pentru 6 până la 30 de locuri. Ocupă o suprafață foarte mică la sol și este potrivit pentru terenuri înguste din zonele urbane.",
      },
      transloparkC: {
        name: "Parcare circulară Translopark C",
        capacity: "8-96 locuri",
        description:
          "Translopark C este construit într-un puț circular, cu locurile de parcare dispuse radial în jurul unui lift central rotativ. Sistemul oferă între 8 și 96 de locuri și valorifică la maximum spațiul subteran sau suprateran.",
      },
      transloparkL: {
        name: "Parcare longitudinală Translopark L",
        capacity: "15-60 locuri",
        description:
          "Translopark L este conceput pentru clădiri longitudinale: un cărucior-lift ghidat pe șine se deplasează pe toată lungimea construcției. Sistemul oferă între 15 și 60 de locuri pe parcele lungi și înguste.",
      },
    },
    servicesHeading: "Servicii",
    services: [
      "Consultanță: analiza amplasamentului și alegerea sistemului potrivit",
      "Proiectare: soluții adaptate clădirii dumneavoastră",
      "Instalare: montaj și punere în funcțiune",
      "Întreținere: revizii periodice și intervenții 24/7",
    ],
    contactHeading: "Contact",
    addressLabel: "Adresă",
    phoneLabel: "Telefon",
    emailLabel: "E-mail",
    hoursLabel: "Program",
    hours: ["Luni-Vineri 9:00-17:00", "Sâmbătă 9:00-14:00", "Duminică închis"],
    footer: "© Autoparc Systems SRL · Bulevardul Decebal 10, 610093 Piatra-Neamț, România",
    pageLabel: "Pagina",
  },

  en: {
    locale: "en-GB",
    title: "Product catalogue",
    subtitle: "Automated and semi-automatic car parking systems",
    intro:
      "Autoparc Systems designs, sells, installs and maintains automated and semi-automatic car parking systems, from 2 vehicles up to 1000 spaces. Since 2000 we have delivered projects in Romania and across Europe, using German-engineered equipment. Our systems make the most of the available space and reduce parking time by up to 70%. We support you from the first consultation to day-to-day maintenance, with help available 24/7.",
    highlights: [
      "Parking time reduced by up to 70%",
      "Support 24/7",
      "German engineering",
      "In Romania since 2000",
    ],
    productsHeading: "Products",
    capacityLabel: "Capacity",
    products: {
      duplicator: {
        name: "Duplicator car lift",
        capacity: "2+ vehicles",
        description:
          "Duplicator is a hydraulic two-post car lift that parks cars on two levels. It doubles the number of spaces on the same floor area and suits both private and commercial garages.",
      },
      e1: {
        name: "E1 stacking platforms",
        capacity: "6-30 spaces",
        description:
          "E1 uses independent stacking platforms on several levels, with a pit for the lower level. Every car can be taken out without moving the others, making it ideal for residential buildings with 6 to 30 spaces.",
      },
      s1Shuttle: {
        name: "S1 Shuttle automated car park",
        capacity: "30-150 spaces",
        description:
          "In the S1 Shuttle, shuttle carriers running on rails serve each level, while a lift moves the cars between levels. The fully automated system provides 30 to 150 spaces with short retrieval times.",
      },
      shuttleparkH: {
        name: "Shuttlepark H high-bay car park",
        capacity: "30-1000 spaces",
        description:
          "Shuttlepark H is a fully automated high-bay car park with several lifts and shuttles working in parallel. It is designed for large projects from 30 up to 1000 spaces with a high vehicle throughput.",
      },
      tetrisRotolift: {
        name: "Tetris Rotolift rotating lift",
        capacity: "Usually 10-40 spaces",
        description:
          "Tetris Rotolift is a lift that rotates the car while raising it, so the driver always leaves forwards. Awkward manoeuvring is eliminated, and a typical installation holds 10 to 40 spaces.",
      },
      tetrisRotopark: {
        name: "Tetris Rotopark vertical carousel",
        capacity: "6-30 spaces",
        description:
          "Tetris Rotopark is a compact rotary vertical carousel for 6 to 30 spaces. Its very small footprint makes it a good fit for narrow urban plots.",
      },
      transloparkC: {
        name: "Translopark C circular car park",
        capacity: "8-96 spaces",
        description:
          "Translopark C is built in a circular shaft, with parking spaces arranged radially around a central rotating lift. It offers 8 to 96 spaces and makes full use of underground or above-ground space.",
      },
      transloparkL: {
        name: "Translopark L longitudinal car park",
        capacity: "15-60 spaces",
        description:
          "Translopark L is designed for longitudinal buildings: a rail-guided lift carriage travels along the full length of the structure. The system offers 15 to 60 spaces on long, narrow plots.",
      },
    },
    servicesHeading: "Services",
    services: [
      "Consultation: site analysis and choice of the right system",
      "Design: solutions tailored to your building",
      "Installation: assembly and commissioning",
      "Maintenance: regular servicing and 24/7 call-outs",
    ],
    contactHeading: "Contact",
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "Email",
    hoursLabel: "Opening hours",
    hours: ["Monday-Friday 9:00-17:00", "Saturday 9:00-14:00", "Sunday closed"],
    footer: "© Autoparc Systems SRL · Bulevardul Decebal 10, 610093 Piatra-Neamț, Romania",
    pageLabel: "Page",
  },

  fr: {
    locale: "fr-FR",
    title: "Catalogue des produits",
    subtitle: "Systèmes de stationnement automatiques et semi-automatiques",
    intro:
      "Autoparc Systems conçoit, vend, installe et entretient des systèmes de stationnement automatiques et semi-automatiques, de 2 véhicules jusqu’à 1000 places. Depuis 2000, nous réalisons des projets en Roumanie et en Europe, avec des équipements d’ingénierie allemande. Nos systèmes exploitent au mieux l’espace disponible et réduisent le temps de stationnement jusqu’à 70 %. Nous vous accompagnons du premier conseil jusqu’à la maintenance quotidienne, avec une assistance disponible 24 h/24, 7 j/7.",
    highlights: [
      "Temps de stationnement réduit jusqu’à 70 %",
      "Assistance 24 h/24, 7 j/7",
      "Ingénierie allemande",
      "En Roumanie depuis 2000",
    ],
    productsHeading: "Produits",
    capacityLabel: "Capacité",
    products: {
      duplicator: {
        name: "Élévateur double Duplicator",
        capacity: "2 véhicules et plus",
        description:
          "Duplicator est un élévateur hydraulique à deux colonnes qui gare les voitures sur deux niveaux. Il double le nombre de places sur la même surface et convient aux garages privés comme commerciaux.",
      },
      e1: {
        name: "Plateformes de stationnement E1",
        capacity: "6-30 places",
        description:
          "E1 utilise des plateformes de stationnement indépendantes superposées, avec une fosse pour le niveau inférieur. Chaque véhicule peut être sorti sans déplacer les autres, ce qui en fait la solution idéale pour les immeubles résidentiels de 6 à 30 places.",
      },
      s1Shuttle: {
        name: "Parking automatique à navettes S1 Shuttle",
        capacity: "30-150 places",
        description:
          "Dans le S1 Shuttle, des navettes circulant sur rails desservent chaque niveau, tandis qu’un ascenseur transporte les véhicules d’un niveau à l’autre. Ce système entièrement automatique offre de 30 à 150 places avec des temps d’accès courts.",
      },
      shuttleparkH: {
        name: "Parking automatique à grande hauteur Shuttlepark H",
        capacity: "30-1000 places",
        description:
          "Shuttlepark H est un parking entièrement automatique à grande hauteur, doté de plusieurs ascenseurs et navettes travaillant en parallèle. Il est conçu pour les grands projets, de 30 à 1000 places, avec un fort débit de véhicules.",
      },
      tetrisRotolift: {
        name: "Ascenseur rotatif Tetris Rotolift",
        capacity: "En général 10-40 places",
        description:
          "Tetris Rotolift est un ascenseur qui fait pivoter la voiture pendant qu’il la soulève, de sorte que le conducteur repart toujours en marche avant. Les manœuvres difficiles disparaissent ; une installation compte généralement de 10 à 40 places.",
      },
      tetrisRotopark: {
        name: "Carrousel vertical Tetris Rotopark",
        capacity: "6-30 places",
        description:
          "Tetris Rotopark est un carrousel rotatif vertical compact de 6 à 30 places. Son emprise au sol très réduite le rend idéal pour les parcelles urbaines étroites.",
      },
      transloparkC: {
        name: "Parking circulaire Translopark C",
        capacity: "8-96 places",
        description:
          "Translopark C est construit dans un puits circulaire, avec des places disposées en étoile autour d’un ascenseur central rotatif. Il offre de 8 à 96 places et exploite pleinement l’espace souterrain ou en élévation.",
      },
      transloparkL: {
        name: "Parking longitudinal Translopark L",
        capacity: "15-60 places",
        description:
          "Translopark L est conçu pour les bâtiments longitudinaux : un chariot élévateur guidé sur rails se déplace sur toute la longueur de l’ouvrage. Le système offre de 15 à 60 places sur des parcelles longues et étroites.",
      },
    },
    servicesHeading: "Services",
    services: [
      "Conseil : analyse du site et choix du système adapté",
      "Conception : solutions sur mesure pour votre bâtiment",
      "Installation : montage et mise en service",
      "Maintenance : entretien régulier et interventions 24 h/24",
    ],
    contactHeading: "Contact",
    addressLabel: "Adresse",
    phoneLabel: "Téléphone",
    emailLabel: "E-mail",
    hoursLabel: "Horaires",
    hours: ["Lundi-vendredi 9 h 00-17 h 00", "Samedi 9 h 00-14 h 00", "Dimanche fermé"],
    footer: "© Autoparc Systems SRL · Bulevardul Decebal 10, 610093 Piatra-Neamț, Roumanie",
    pageLabel: "Page",
  },

  ru: {
    locale: "ru-RU",
    title: "Каталог продукции",
    subtitle: "Автоматизированные и полуавтоматические парковочные системы",
    intro:
      "Autoparc Systems проектирует, продаёт, устанавливает и обслуживает автоматизированные и полуавтоматические парковочные системы — от 2 автомобилей до 1000 машино-мест. С 2000 года мы реализуем проекты в Румынии и по всей Европе на оборудовании немецкой инженерии. Наши системы максимально эффективно используют доступное пространство и сокращают время парковки до 70%. Мы сопровождаем вас от первой консультации до ежедневного обслуживания, а поддержка доступна 24/7.",
    highlights: [
      "Время парковки сокращается до 70%",
      "Поддержка 24/7",
      "Немецкая инженерия",
      "В Румынии с 2000 года",
    ],
    productsHeading: "Продукция",
    capacityLabel: "Вместимость",
    products: {
      duplicator: {
        name: "Двухуровневый подъёмник Duplicator",
        capacity: "2+ автомобиля",
        description:
          "Duplicator — гидравлический двухстоечный подъёмник, который размещает автомобили на двух уровнях. Он удваивает число мест на той же площади и подходит как для частных, так и для коммерческих гаражей.",
      },
      e1: {
        name: "Парковочные платформы E1",
        capacity: "6-30 мест",
        description:
          "E1 состоит из независимых парковочных платформ, расположенных ярусами, с приямком для нижнего уровня. Каждый автомобиль можно забрать, не перемещая остальные, поэтому система идеальна для жилых домов на 6-30 мест.",
      },
      s1Shuttle: {
        name: "Автоматическая челночная парковка S1 Shuttle",
        capacity: "30-150 мест",
        description:
          "В системе S1 Shuttle челночные тележки на рельсах обслуживают каждый уровень, а лифт перемещает автомобили между уровнями. Полностью автоматическая система вмещает от 30 до 150 машин при коротком времени выдачи.",
      },
      shuttleparkH: {
        name: "Высотная автоматическая парковка Shuttlepark H",
        capacity: "30-1000 мест",
        description:
          "Shuttlepark H — полностью автоматическая высотная стеллажная парковка с несколькими лифтами и челноками, работающими параллельно. Она рассчитана на крупные проекты от 30 до 1000 мест с высокой пропускной способностью.",
      },
      tetrisRotolift: {
        name: "Поворотный лифт Tetris Rotolift",
        capacity: "Обычно 10-40 мест",
        description:
          "Tetris Rotolift — лифт, который поворачивает автомобиль во время подъёма, поэтому водитель всегда выезжает передним ходом. Сложные манёвры исключены, а типичная система рассчитана на 10-40 мест.",
      },
      tetrisRotopark: {
        name: "Вертикальная карусель Tetris Rotopark",
        capacity: "6-30 мест",
        description:
          "Tetris Rotopark — компактная вертикальная роторная парковка-карусель на 6-30 мест. Благодаря очень малой площади основания она подходит для узких городских участков.",
      },
      transloparkC: {
        name: "Круговая парковка Translopark C",
        capacity: "8-96 мест",
        description:
          "Translopark C размещается в круглой шахте: машино-места расположены радиально вокруг центрального поворотного лифта. Система вмещает от 8 до 96 автомобилей и полностью использует подземное или надземное пространство.",
      },
      transloparkL: {
        name: "Линейная парковка Translopark L",
        capacity: "15-60 мест",
        description:
          "Translopark L предназначен для протяжённых зданий: подъёмная тележка на направляющих рельсах движется по всей длине сооружения. Система вмещает от 15 до 60 автомобилей на длинных и узких участках.",
      },
    },
    servicesHeading: "Услуги",
    services: [
      "Консультация: анализ участка и подбор системы",
      "Проектирование: решения под ваше здание",
      "Монтаж: установка и ввод в эксплуатацию",
      "Обслуживание: плановый сервис и выезд 24/7",
    ],
    contactHeading: "Контакты",
    addressLabel: "Адрес",
    phoneLabel: "Телефон",
    emailLabel: "Эл. почта",
    hoursLabel: "Часы работы",
    hours: ["Понедельник-пятница 9:00-17:00", "Суббота 9:00-14:00", "Воскресенье выходной"],
    footer: "© Autoparc Systems SRL · Bulevardul Decebal 10, 610093 Piatra-Neamț, Румыния",
    pageLabel: "Страница",
  },

  it: {
    locale: "it-IT",
    title: "Catalogo prodotti",
    subtitle: "Sistemi di parcheggio automatici e semiautomatici",
    intro:
      "Autoparc Systems progetta, vende, installa e mantiene sistemi di parcheggio automatici e semiautomatici, da 2 veicoli fino a 1000 posti auto. Dal 2000 realizziamo progetti in Romania e in tutta Europa, con attrezzature di ingegneria tedesca. I nostri sistemi sfruttano al meglio lo spazio disponibile e riducono il tempo di parcheggio fino al 70%. Vi accompagniamo dalla prima consulenza alla manutenzione quotidiana, con assistenza disponibile 24/7.",
    highlights: [
      "Tempo di parcheggio ridotto fino al 70%",
      "Assistenza 24/7",
      "Ingegneria tedesca",
      "In Romania dal 2000",
    ],
    productsHeading: "Prodotti",
    capacityLabel: "Capacità",
    products: {
      duplicator: {
        name: "Sollevatore doppio Duplicator",
        capacity: "2+ veicoli",
        description:
          "Duplicator è un sollevatore idraulico a due colonne che parcheggia le auto su due livelli. Raddoppia i posti auto sulla stessa superficie ed è adatto sia ai garage privati sia a quelli commerciali.",
      },
      e1: {
        name: "Piattaforme di parcheggio E1",
        capacity: "6-30 posti auto",
        description:
          "E1 utilizza piattaforme di parcheggio indipendenti sovrapposte, con una fossa per il livello inferiore. Ogni auto può essere prelevata senza spostare le altre: è la soluzione ideale per edifici residenziali da 6 a 30 posti.",
      },
      s1Shuttle: {
        name: "Parcheggio automatico a navette S1 Shuttle",
        capacity: "30-150 posti auto",
        description:
          "Nel sistema S1 Shuttle, navette che scorrono su rotaie servono ogni livello, mentre un ascensore trasporta i veicoli da un livello all’altro. Il sistema completamente automatico offre da 30 a 150 posti auto con tempi di accesso brevi.",
      },
      shuttleparkH: {
        name: "Parcheggio automatico verticale Shuttlepark H",
        capacity: "30-1000 posti auto",
        description:
          "Shuttlepark H è un parcheggio completamente automatico a scaffalatura alta, con più ascensori e navette che lavorano in parallelo. È pensato per grandi progetti da 30 fino a 1000 posti auto, con un’elevata capacità di movimentazione.",
      },
      tetrisRotolift: {
        name: "Ascensore rotante Tetris Rotolift",
        capacity: "Di solito 10-40 posti auto",
        description:
          "Tetris Rotolift è un ascensore che ruota l’auto mentre la solleva, così il conducente esce sempre in marcia avanti. Le manovre difficili vengono eliminate e un impianto tipico conta da 10 a 40 posti auto.",
      },
      tetrisRotopark: {
        name: "Giostra verticale Tetris Rotopark",
        capacity: "6-30 posti auto",
        description:
          "Tetris Rotopark è un parcheggio rotativo verticale compatto, da 6 a 30 posti auto. L’ingombro a terra molto ridotto lo rende adatto ai lotti urbani stretti.",
      },
      transloparkC: {
        name: "Parcheggio circolare Translopark C",
        capacity: "8-96 posti auto",
        description:
          "Translopark C è realizzato in un pozzo circolare, con i posti auto disposti a raggiera attorno a un ascensore centrale rotante. Offre da 8 a 96 posti auto e sfrutta appieno lo spazio interrato o fuori terra.",
      },
      transloparkL: {
        name: "Parcheggio longitudinale Translopark L",
        capacity: "15-60 posti auto",
        description:
          "Translopark L è progettato per edifici longitudinali: un carrello elevatore guidato su rotaie si muove per tutta la lunghezza della struttura. Il sistema offre da 15 a 60 posti auto su lotti lunghi e stretti.",
      },
    },
    servicesHeading: "Servizi",
    services: [
      "Consulenza: analisi del sito e scelta del sistema più adatto",
      "Progettazione: soluzioni su misura per il vostro edificio",
      "Installazione: montaggio e messa in funzione",
      "Manutenzione: controlli periodici e interventi 24/7",
    ],
    contactHeading: "Contatti",
    addressLabel: "Indirizzo",
    phoneLabel: "Telefono",
    emailLabel: "E-mail",
    hoursLabel: "Orari",
    hours: ["Lunedì-venerdì 9:00-17:00", "Sabato 9:00-14:00", "Domenica chiuso"],
    footer: "© Autoparc Systems SRL · Bulevardul Decebal 10, 610093 Piatra-Neamț, Romania",
    pageLabel: "Pagina",
  },

  de: {
    locale: "de-DE",
    title: "Produktkatalog",
    subtitle: "Automatische und halbautomatische Parksysteme",
    intro:
      "Autoparc Systems plant, verkauft, installiert und wartet automatische und halbautomatische Parksysteme – von 2 Fahrzeugen bis zu 1000 Stellplätzen. Seit 2000 realisieren wir Projekte in Rumänien und ganz Europa, mit Anlagen nach deutscher Ingenieurskunst. Unsere Systeme nutzen den verfügbaren Raum optimal und verkürzen die Parkzeit um bis zu 70 %. Wir begleiten Sie von der ersten Beratung bis zur laufenden Wartung, mit Support rund um die Uhr.",
    highlights: [
      "Bis zu 70 % kürzere Parkzeit",
      "Support rund um die Uhr (24/7)",
      "Deutsche Ingenieurskunst",
      "Seit 2000 in Rumänien",
    ],
    productsHeading: "Produkte",
    capacityLabel: "Kapazität",
    products: {
      duplicator: {
        name: "Doppelparker Duplicator",
        capacity: "2+ Fahrzeuge",
        description:
          "Der Duplicator ist ein hydraulischer Zweisäulen-Doppelparker, der Fahrzeuge auf zwei Ebenen abstellt. Er verdoppelt die Stellplätze auf gleicher Fläche und eignet sich für private wie gewerbliche Garagen.",
      },
      e1: {
        name: "Parkplattformen E1",
        capacity: "6-30 Stellplätze",
        description:
          "E1 arbeitet mit unabhängigen, übereinander angeordneten Parkplattformen und einer Grube für die untere Ebene. Jedes Fahrzeug kann ausgeparkt werden, ohne andere zu bewegen – ideal für Wohngebäude mit 6 bis 30 Stellplätzen.",
      },
      s1Shuttle: {
        name: "Shuttle-Parksystem S1 Shuttle",
        capacity: "30-150 Stellplätze",
        description:
          "Beim S1 Shuttle bedienen schienengeführte Shuttles jede Ebene, während ein Aufzug die Fahrzeuge zwischen den Ebenen befördert. Das vollautomatische System bietet 30 bis 150 Stellplätze mit kurzen Zugriffszeiten.",
      },
      shuttleparkH: {
        name: "Hochregal-Parkhaus Shuttlepark H",
        capacity: "30-1000 Stellplätze",
        description:
          "Shuttlepark H ist ein vollautomatisches Hochregal-Parkhaus mit mehreren Aufzügen und Shuttles, die parallel arbeiten. Es ist für Großprojekte von 30 bis 1000 Stellplätzen mit hohem Fahrzeugdurchsatz ausgelegt.",
      },
      tetrisRotolift: {
        name: "Drehaufzug Tetris Rotolift",
        capacity: "Meist 10-40 Stellplätze",
        description:
          "Tetris Rotolift ist ein Aufzug, der das Fahrzeug beim Anheben dreht, sodass der Fahrer stets vorwärts ausfährt. Schwierige Rangiermanöver entfallen; eine typische Anlage umfasst 10 bis 40 Stellplätze.",
      },
      tetrisRotopark: {
        name: "Vertikalkarussell Tetris Rotopark",
        capacity: "6-30 Stellplätze",
        description:
          "Tetris Rotopark ist ein kompaktes vertikales Umlaufparksystem für 6 bis 30 Stellplätze. Dank seiner sehr kleinen Grundfläche passt es auch auf schmale innerstädtische Grundstücke.",
      },
      transloparkC: {
        name: "Rundparksystem Translopark C",
        capacity: "8-96 Stellplätze",
        description:
          "Translopark C wird in einem runden Schacht errichtet, die Stellplätze liegen strahlenförmig um einen zentralen Drehaufzug. Das System bietet 8 bis 96 Stellplätze und nutzt unter- wie oberirdischen Raum optimal aus.",
      },
      transloparkL: {
        name: "Längsparksystem Translopark L",
        capacity: "15-60 Stellplätze",
        description:
          "Translopark L ist für langgestreckte Gebäude konzipiert: Ein schienengeführter Hubwagen fährt über die gesamte Länge des Bauwerks. Das System bietet 15 bis 60 Stellplätze auf langen, schmalen Grundstücken.",
      },
    },
    servicesHeading: "Leistungen",
    services: [
      "Beratung: Standortanalyse und Wahl des passenden Systems",
      "Planung: maßgeschneiderte Lösungen für Ihr Gebäude",
      "Installation: Montage und Inbetriebnahme",
      "Wartung: regelmäßige Inspektionen und Notdienst 24/7",
    ],
    contactHeading: "Kontakt",
    addressLabel: "Adresse",
    phoneLabel: "Telefon",
    emailLabel: "E-Mail",
    hoursLabel: "Öffnungszeiten",
    hours: ["Montag-Freitag 9:00-17:00", "Samstag 9:00-14:00", "Sonntag geschlossen"],
    footer: "© Autoparc Systems SRL · Bulevardul Decebal 10, 610093 Piatra-Neamț, Rumänien",
    pageLabel: "Seite",
  },
};
