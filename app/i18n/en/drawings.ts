const drawings = {
  meta: {
    title: "Technical Drawings of Our Parking Systems",
    description:
      "Sections and plans of our parking systems: Duplicator, E1, S1 Shuttle, Shuttlepark H, Tetris Rotolift, Tetris Rotopark, Translopark C and Translopark L.",
    keywords: "parking technical drawings, car lift drawing, parking system plan, parking section",
  },
  title: "Technical drawings",
  subtitle:
    "Sections and plans of each system, for architects and engineers. Drawings are indicative, not for construction.",
  enlarge: "Enlarge {{title}}",
  download: "Download",
  downloadLabel: "Download the drawing of {{title}}",
  viewer: {
    label: "Drawing viewer: {{title}}",
    previous: "Previous drawing",
    next: "Next drawing",
    position: "Drawing {{current}} of {{total}}",
    close: "Close viewer",
  },
  views: {
    section: "Section",
    plan: "Plan",
  },
  products: {
    duplicator: { description: "Two-level car lift for private and commercial garages: two cars on one footprint." },
    e1: { description: "Independent stacking platforms for 6 to 30 spaces, with a pit for the lower level." },
    s1Shuttle: { description: "Shuttle system for 30 to 150 spaces: carriers on rails serve every bay of each level." },
    shuttleparkH: {
      description: "High-bay automated car park for 30 to 1000 spaces, with several lifts and shuttles.",
    },
    tetrisRotolift: {
      description: "Rotating lift that turns and raises the car, so drivers always leave facing forward.",
    },
    tetrisRotopark: { description: "Compact rotary system for 6 to 30 spaces on a small footprint." },
    transloparkC: { description: "Circular shaft for 8 to 96 spaces around a central rotating lift." },
    transloparkL: { description: "Longitudinal system for 15 to 60 spaces with a rail-guided lift carriage." },
  },
};

export default drawings;
