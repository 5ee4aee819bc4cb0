import type { ParkingSystemTexts } from "../texts";

const fr: ParkingSystemTexts = {
  multiSlot: {
    name: "Système multi-emplacements",
    description:
      "Une tour entièrement automatisée : un ascenseur central doté d’une unité de transfert range chaque voiture dans un emplacement de part et d’autre de la gaine, sur jusqu’à 20 niveaux. Le conducteur laisse sa voiture dans la cabine d’accès au niveau de la rue, et le système la lui rend sur demande. Plusieurs tours côte à côte desservent des centaines de places sur une petite emprise.",
    typicalUse: "Immeubles de bureaux, hôtels et programmes mixtes sur de petites parcelles urbaines.",
  },
  circularForklift: {
    name: "Système circulaire à élévateur",
    description:
      "Un puits circulaire avec un ascenseur central qui tourne en montant : un échangeur à peigne (fourches) dépose chaque voiture dans l’une des onze places rayonnantes de chaque niveau. Construit surtout en sous-sol, il se loge sous les cours, les places et les parcs ; seule la cabine d’accès reste visible.",
    typicalUse: "Immeubles résidentiels et de bureaux en centre-ville dense, en sous-sol sous une cour ou une place.",
  },
  duplicator: {
    name: "Élévateur Duplicator",
    description:
      "Un élévateur hydraulique à deux colonnes qui gare une voiture au-dessus d’une autre sur l’emprise d’une seule place, sans fosse. La voiture du bas doit sortir avant que la plateforme supérieure ne descende : il convient donc aux places utilisées par un même foyer ou par le personnel.",
    typicalUse: "Maisons individuelles, petits garages, stationnement du personnel et de longue durée.",
  },
  sliding: {
    name: "Système coulissant (puzzle)",
    description:
      "Des plateformes sur plusieurs niveaux se déplacent latéralement et verticalement, comme un jeu de taquin : à chaque niveau sauf le dernier, une place reste libre pour amener n’importe quelle voiture au niveau d’accès. Chaque voiture est accessible sans que le conducteur ait à déplacer les autres.",
    typicalUse: "Sous-sols et cours d’immeubles d’habitation.",
  },
  longitudinalForklift: {
    name: "Système longitudinal à élévateur",
    description:
      "Un transstockeur guidé sur rails circule dans une allée sur toute la longueur du bâtiment et range les voitures dans des places de part et d’autre, sur jusqu’à huit niveaux. Sa section étroite convient aux parcelles longues et étroites où une rampe ne trouverait pas sa place.",
    typicalUse: "Hôtels, immeubles résidentiels ou de bureaux sur des parcelles longues et étroites.",
  },
  simple: {
    name: "Système d’empilement simple",
    description:
      "Des plateformes hydrauliques indépendantes : une voiture se gare dans une fosse sous la plateforme et une autre au-dessus, sur deux ou trois niveaux. Chaque voiture peut sortir sans déplacer l’autre, et le système est simple à utiliser et à entretenir.",
    typicalUse: "Petits immeubles d’habitation, bureaux et garages privés.",
  },
  shuttle: {
    name: "Système à navettes",
    description:
      "Un parking automatique à grande hauteur : à chaque niveau, une navette guidée sur rails conduit les voitures vers les places situées de part et d’autre d’une allée, tandis que des ascenseurs aux extrémités les déplacent entre les niveaux. Plusieurs ascenseurs et navettes travaillent en parallèle, pour le débit le plus élevé des grands parkings.",
    typicalUse: "Grands ensembles résidentiels et de bureaux, centres commerciaux, aéroports et parkings publics.",
  },
  rotating: {
    name: "Système rotatif (carrousel)",
    description:
      "Un carrousel vertical : des plateaux suspendus à une chaîne en boucle tournent jusqu’à ce que la voiture demandée arrive au sol. Jusqu’à 16 voitures tiennent sur l’emprise de deux places classiques, et le système choisit automatiquement le sens de rotation le plus court.",
    typicalUse: "Parcelles urbaines étroites, hôtels et immeubles de bureaux disposant de peu de surface au sol.",
  },
  hydraulic: {
    name: "Monte-voitures hydraulique",
    description:
      "Un monte-voitures hydraulique transporte la voiture et son conducteur entre le niveau de la rue et les niveaux de stationnement, à la place d’une rampe lorsque l’espace manque. Un plateau tournant en option fait pivoter la voiture pour que le conducteur reparte toujours en marche avant.",
    typicalUse: "Parkings en sous-sol d’immeubles d’habitation et de bureaux où une rampe ne peut pas être construite.",
  },
};

export default fr;
