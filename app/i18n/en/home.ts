const home = {
  meta: {
    title: "Automated Parking Systems in Romania and Europe",
    description:
      "Automated and semi-automatic car parking systems for {{spacesMin}} to {{spacesMax}} spaces: design, installation and 24/7 maintenance in Romania and Europe since {{foundedYear}}.",
    keywords:
      "automated parking, car parking systems, parking lifts, puzzle parking, parking Romania, automated car park",
  },
  hero: {
    eyebrow: "German engineering, in Romania since {{foundedYear}}",
    title: "Automated parking systems that fit more cars in less space",
    subtitle:
      "We design, install and maintain automated and semi-automatic car parks for {{spacesMin}} to {{spacesMax}} spaces across Romania and Europe, with parking time cut by up to 70% and support 24/7.",
    cta: "Explore our projects",
    learnMore: "Learn More",
    videoTitle: "Automated parking in 90 seconds",
    stats: {
      label: "Key figures",
      projects: "Projects delivered",
      years: "Years of experience",
      savings: "Cost savings",
    },
  },
  services: {
    title: "Our Services",
    subtitle: "From the first feasibility study to decades of maintenance, one team takes care of your car park.",
    cards: {
      automatic: {
        title: "Automatic parking systems",
        description:
          "Fully automated car parks where the system stores and returns each car, with no ramps and no driving aisles.",
        f1: "Multi-slot, shuttle and rotating systems",
        f2: "From 30 to over 1000 spaces",
        f3: "Parking time reduced by up to 70%",
        f4: "Remote monitoring 24/7",
      },
      maintenance: {
        title: "Maintenance and repair",
        description:
          "Preventive and corrective maintenance that keeps every platform, lift and control system running.",
        f1: "Support 24/7 with fast response",
        f2: "Original manufacturer parts",
        f3: "Service level agreements to suit you",
        f4: "Modernisation of existing systems",
      },
      installation: {
        title: "Installation",
        description:
          "Turnkey installation by our own certified teams, coordinated with your builder from the first drawing.",
        f1: "Duplicator, sliding and forklift systems",
        f2: "Hydraulic and electric drives",
        f3: "Commissioning and safety certification",
        f4: "Training for your operators",
      },
    },
    why: {
      title: "Why choose automated parking?",
      timeSaving: {
        title: "Time saving",
        text: "Drivers park and collect their cars in minutes: parking time is reduced by up to 70%.",
      },
      security: {
        title: "Security",
        text: "Cars are stored in a closed system, safe from theft, damage and vandalism.",
      },
      efficiency: {
        title: "Efficiency",
        text: "Up to twice as many cars in the same volume, with lower construction and running costs.",
      },
    },
  },
  projects: {
    title: "Our Projects",
    subtitle: "Parking systems we have delivered for homes, offices, hotels and public car parks.",
    filterLabel: "Filter projects by category",
    filters: {
      all: "All Projects",
      residential: "Residential",
      commercial: "Commercial",
    },
    categories: {
      residential: "Residential",
      commercial: "Commercial",
    },
    systemLabel: "System",
    spacesLabel: "Spaces",
    capacityLabel: "Spaces per installation",
    viewAll: "View All Projects",
    items: {
      multiSlot: {
        title: "Multi-slot system",
        system: "Multi-slot automated parking",
        capacity: "30-1000",
        description:
          "A fully automated car park over several levels, with lifts and shuttles serving hundreds of spaces for an office campus.",
      },
      circularForklift: {
        title: "Circular forklift system",
        system: "Circular forklift",
        capacity: "11-132",
        description: "A round shaft with a central rotating lift, ideal for compact residential plots in city centres.",
      },
      privateDuplicator: {
        title: "Private duplicator",
        system: "Duplicator",
        capacity: "2-40",
        description: "Two cars stacked on one footprint in a private garage, with a quiet hydraulic drive.",
      },
      commercialDuplicator: {
        title: "Commercial duplicator",
        system: "Duplicator",
        capacity: "2-40",
        description: "Rows of duplicators that double the capacity of a retail car park without new construction.",
      },
      simple: {
        title: "Simple system",
        system: "Simple stacking system",
        capacity: "6-30",
        description: "Independent stacking platforms for small apartment buildings, easy to use and to maintain.",
      },
      longitudinalForklift: {
        title: "Longitudinal forklift system",
        system: "Longitudinal forklift",
        capacity: "15-60",
        description: "A narrow automated car park along the length of the building, designed for a city hotel.",
      },
      sliding: {
        title: "Sliding system",
        system: "Sliding (puzzle) system",
        capacity: "6-60",
        description: "Platforms that slide sideways and lift, so every car is reachable in a residential basement.",
      },
    },
    tags: {
      multiSlot: "multi-slot",
      underground: "underground",
      office: "office",
      circular: "circular",
      apartments: "apartments",
      duplicator: "duplicator",
      house: "house",
      retail: "retail",
      simple: "simple",
      forklift: "forklift",
      hotel: "hotel",
      sliding: "sliding",
      villa: "villa",
    },
  },
  about: {
    title: "About Us",
    text: "For {{years}} years we have helped developers, architects, municipalities and car-park operators turn limited space into efficient, safe parking. We combine German engineering with local teams that design, install and maintain every system we deliver.",
    stats: {
      label: "Our track record",
      years: "Years of experience",
      clients: "Happy clients",
      costReduction: "Cost reduction",
      cities: "Cities",
    },
    offersTitle: "What we offer",
    offers: {
      o1: "Feasibility studies and concept layouts",
      o2: "Automated and semi-automatic systems from {{spacesMin}} to {{spacesMax}} spaces",
      o3: "Turnkey installation and commissioning",
      o4: "Maintenance contracts with support 24/7",
      o5: "Modernisation of existing car parks",
    },
    valuesTitle: "Our core values",
    values: {
      innovation: {
        title: "Innovation",
        text: "We bring the latest parking technology to every project.",
      },
      reliability: {
        title: "Reliability",
        text: "Systems built to run for decades, backed by our service teams.",
      },
      customerFocus: {
        title: "Customer focus",
        text: "Every layout is designed around your building and its users.",
      },
    },
  },
  contact: {
    title: "Contact Us",
    subtitle: "Tell us about your project: we answer every enquiry within {{responseHours}} hours.",
    phone: "Phone",
    email: "Email",
    address: "Address",
    hours: "Opening hours",
    formTitle: "Send us a message",
    fullName: "Full name",
    emailField: "Email",
    phoneField: "Phone (optional)",
    subject: "Subject",
    message: "Message",
    send: "Send Message",
    successTitle: "Message Sent!",
    successText: "Thank you for your inquiry. We'll get back to you soon.",
    mapTitle: "Find us",
  },
};

export default home;
