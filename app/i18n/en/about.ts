const about = {
  meta: {
    title: "About Us: Automated Parking Engineers Since {{foundedYear}}",
    description:
      "Autoparc Systems designs, installs and maintains automated parking systems in Romania and Europe: {{projects}}+ projects, {{teamMembers}}+ team members, {{satisfactionPercent}}% client satisfaction.",
    keywords: "about Autoparc Systems, parking company Romania, automated parking engineers",
  },
  title: "About Autoparc Systems",
  subtitle: "Engineers, installers and service technicians who turn limited space into efficient parking.",
  stats: {
    label: "Our company in figures",
    projects: "Projects",
    years: "Years of experience",
    team: "Team members",
    satisfaction: "Client satisfaction",
  },
  mission: {
    title: "Our mission",
    text: "To give every building the parking it needs in the space it has, with systems that are safe, fast and easy to use for decades.",
  },
  vision: {
    title: "Our vision",
    text: "Cities where cars are parked underground or in compact towers, and streets are given back to people.",
  },
  valuesTitle: "Our values",
  values: {
    excellence: {
      title: "Excellence",
      text: "German engineering, certified installers and careful commissioning on every project.",
    },
    collaboration: {
      title: "Collaboration",
      text: "We work with your architect, builder and operator from the first sketch to the last inspection.",
    },
    innovation: {
      title: "Innovation",
      text: "Remote monitoring, smarter controls and energy-efficient drives in every new system.",
    },
  },
  cta: {
    title: "Planning a car park?",
    text: "Tell us about your project and we will propose the right system.",
    button: "Get Quote",
  },
};

export default about;
