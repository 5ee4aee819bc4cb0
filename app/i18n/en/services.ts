const services = {
  meta: {
    title: "Parking System Services: Automated, Semi-Automatic, Maintenance, Consultation",
    description:
      "Automated and semi-automatic parking systems, 24/7 maintenance and consultation, from feasibility study to tender specifications, in Romania and Europe.",
    keywords:
      "automated parking services, semi-automatic parking, parking maintenance, parking consultation, parking feasibility study",
  },
  hero: {
    title: "Services for every stage of your car park",
    subtitle:
      "We advise, design, install and maintain automated and semi-automatic parking systems from {{spacesMin}} to over {{spacesMax}} spaces.",
  },
  cardsTitle: "What we do",
  learnMore: "Learn more",
  seeExamples: "See examples in Projects",
  backToServices: "All services",
  drawings: {
    title: "Engineering you can inspect",
    subtitle: "Every system is planned on detailed technical drawings, shared with your architect from day one.",
    crossSection: "Cross section of a multi-level system",
    topView: "Top view of a circular system",
    hydraulicDetail: "Hydraulic lifting detail",
    button: "View technical drawings",
  },
  items: {
    automated: {
      metaTitle: "Automated Parking Systems, 30 to 1000+ Spaces",
      metaDescription:
        "Modular fully automated car parks for 30 to over 1000 spaces, with remote monitoring 24/7 and parking time cut by up to 70%.",
      keywords: "automated parking system, robotic parking, multi-slot parking, shuttle parking, automated car park",
      title: "Automated parking systems",
      description: "Modular, fully automated car parks from 30 to over 1000 spaces.",
      paragraph:
        "The driver leaves the car in a transfer cabin; lifts and shuttles store it and bring it back on demand. Without ramps or driving aisles, the same volume holds up to twice as many cars, and every system is monitored remotely around the clock.",
      b1: "Modular design that grows with your building",
      b2: "From 30 to over 1000 spaces in one system",
      b3: "Remote monitoring and diagnostics 24/7",
      b4: "Parking and retrieval in about two minutes",
    },
    semiAutomatic: {
      metaTitle: "Semi-Automatic Parking Systems for 6 to 60 Spaces",
      metaDescription:
        "Semi-automatic stacking and puzzle parking for 6 to 60 spaces: the best value for residential buildings, with an upgrade path to full automation.",
      keywords: "semi-automatic parking, puzzle parking, car stacker, duplicator, residential parking system",
      title: "Semi-automatic parking systems",
      description: "The best value for 6 to 60 spaces, with an upgrade path.",
      paragraph:
        "Stacking, sliding and duplicator platforms double or triple the spaces of a basement or courtyard. Drivers park on the platform themselves and the system does the rest. When needs grow, the steel structure is ready for automation.",
      b1: "Best value for 6 to 60 spaces",
      b2: "Independent access to every car",
      b3: "Quiet hydraulic or electric drives",
      b4: "Upgrade path to full automation",
    },
    maintenance: {
      metaTitle: "Parking System Maintenance and Repair, Support 24/7",
      metaDescription:
        "Maintenance contracts for automated and semi-automatic parking systems: support 24/7, original manufacturer parts and service level agreements.",
      keywords: "parking system maintenance, car lift repair, parking service contract, 24/7 support, OEM parts",
      title: "Maintenance and repair",
      description: "Support 24/7, original parts and service level agreements.",
      paragraph:
        "Our technicians keep your system running with planned inspections, remote diagnostics and fast intervention when something stops. We also maintain and modernise systems installed by other suppliers.",
      b1: "Support 24/7 with remote diagnostics",
      b2: "Original manufacturer (OEM) parts",
      b3: "Service level agreements with guaranteed response times",
      b4: "Modernisation of older systems",
    },
    consultation: {
      metaTitle: "Parking Consultation: Feasibility, Cost-Benefit, Layouts",
      metaDescription:
        "Feasibility studies, cost-benefit analysis, concept layouts and tender specifications for automated parking projects.",
      keywords:
        "parking consultation, parking feasibility study, parking cost-benefit analysis, parking layout, tender specification",
      title: "Consultation",
      description: "Feasibility, cost-benefit analysis, concept layouts and tender specifications.",
      paragraph:
        "Before you build, we tell you how many cars fit, which system suits the site and what it will cost to build and run. Architects get concept layouts and public authorities get tender specifications they can publish.",
      b1: "Feasibility studies for new and existing buildings",
      b2: "Cost-benefit analysis against a conventional car park",
      b3: "Concept layouts for your architect",
      b4: "Tender specifications for public procurement",
    },
  },
};

export default services;
