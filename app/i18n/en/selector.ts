/** The parking-system selector (/parking-selector). Reason sentences take numbers already formatted. */
const selector = {
  meta: {
    title: "Parking System Selector: Which Automated Car Park Fits Your Site?",
    description:
      "Describe your plot, the spaces you need, the height or depth allowed and the peak traffic: see which of our nine parking systems fit, ranked, with a drawing of the layout and a quote request in one click.",
    keywords:
      "parking system selector, automated parking calculator, car park capacity, puzzle parking, tower parking, shuttle parking",
  },
  nav: "Parking selector",
  title: "Which parking system fits your site?",
  subtitle:
    "Describe the site: the selector checks each of our nine systems against your footprint, height, spaces and traffic, ranks those that fit, and draws the proposal.",
  formHeading: "Your site",
  resultHeading: "Recommendation",
  form: {
    buildingType: "Building type",
    selectBuildingType: "Choose a building type",
    buildingTypes: {
      residential: "Residential",
      office: "Office",
      hotel: "Hotel",
      retail: "Retail",
      public: "Public or municipal",
      industrial: "Industrial",
    },
    spaces: "Parking spaces needed",
    plotLength: "Plot or basement length (m)",
    plotWidth: "Plot or basement width (m)",
    heightAbove: "Height allowed above ground (m)",
    heightHint: "0 if nothing may stand above ground.",
    depthBelow: "Depth allowed below ground (m)",
    depthHint: "0 if nothing may go below ground.",
    suvShare: "Share of large cars (SUVs, %)",
    peak: "Peak traffic (cars per hour in or out)",
    peakHint: "0 or empty if you do not know it.",
    independentAccess: "Each car must be retrievable without moving others",
    project: "Project",
    projects: { new: "New building", retrofit: "Existing building (retrofit)" },
    submit: "Show the recommendation",
    updating: "Updating the recommendation…",
  },
  errors: {
    buildingTypeRequired: "Choose a building type.",
    buildingTypeInvalid: "Choose one of the building types in the list.",
    spacesRequired: "Enter the number of parking spaces.",
    spacesRange: "Enter between 1 and 2,000 spaces.",
    wholeNumber: "Enter a whole number, without decimals or separators.",
    numberInvalid: "Enter a number, like 24 or 12.5.",
    lengthRequired: "Enter the length in metres.",
    lengthRange: "Enter a length between 1 and 500 m.",
    widthRequired: "Enter the width in metres.",
    widthRange: "Enter a width between 1 and 500 m.",
    heightRange: "Enter a height between 0 and 100 m.",
    depthRange: "Enter a depth between 0 and 50 m.",
    heightOrDepthRequired: "Allow some height above ground or some depth below it.",
    suvShareRange: "Enter a share between 0 and 100%.",
    peakRange: "Enter between 0 and 2,000 cars per hour.",
    choiceInvalid: "Tick the box or leave it empty.",
    projectInvalid: "Choose a new building or a retrofit.",
  },
  result: {
    empty: "Fill in your site above: the systems that fit appear here, ranked, with a drawing of the best one.",
    invalid: "Correct the fields marked above to see the recommendation.",
    fitting: "Systems that fit ({{count}})",
    excluded: "Systems that do not fit ({{count}})",
    none: "No system fits this site as described.",
    rank: "No. {{rank}}",
    best: "Best fit",
    capacity: "Capacity on your plot",
    capacityValue: "{{capacity}} spaces",
    levels: "Levels",
    levelsValue: "{{levels}} ({{above}} above, {{below}} below ground)",
    modules: "Modules",
    retrieval: "Average retrieval",
    retrievalValue: "{{seconds}} s",
    throughput: "Cars per hour",
    cost: "Cost",
    costBands: { "1": "Lowest", "2": "Low", "3": "Medium", "4": "High", "5": "Highest" },
    showDrawing: "Show its drawing",
    drawingShown: "Drawing shown above",
    drawingHeading: "Proposal: {{system}}",
    share: "Link to this result",
    shareHint: "Anyone who opens this link sees the same recommendation.",
    quote: "Request a quote for this configuration",
    quoteFor: "Request a quote for {{system}}",
  },
  drawing: {
    title: "{{system}} on your site",
    description:
      "Top view and section of {{system}}: {{modules}} modules on a {{length}} × {{width}} m plot, {{levels}} levels.",
    topView: "Top view",
    section: "Section",
    entry: "Entry",
    groundLevel: "Ground level",
    lift: "Lift",
  },
  reasons: {
    belowCompanyRange:
      "You need {{spaces}} spaces; our installations start at {{minSpaces}}. A duplicator or a simple stacker is the usual answer.",
    splitInstallations:
      "{{spaces}} spaces are more than one installation holds ({{maxSpacesPerInstallation}}): the proposal is {{installations}} installations.",
    nothingFits:
      "Nothing fits as described: allow a larger footprint, more height or depth, or fewer spaces, or ask us: a custom design may still work.",
    fitsCapacity: "Fits {{capacity}} cars for the {{spaces}} you need (levels: {{levels}}, modules: {{modules}}).",
    severalInstallations: "Built as {{installations}} installations side by side.",
    retrievalTime: "Average retrieval about {{averageS}} s.",
    peakQueue:
      "At peak, {{burstCars}} cars called at once: the last waits about {{lastCarWaitS}} s (machines in parallel: {{machines}}).",
    peakMet:
      "Handles {{throughputCarsPerHour}} cars per hour (machines in parallel: {{machines}}): meets your {{peakCarsPerHour}} cars per hour.",
    throughput: "Handles about {{throughputCarsPerHour}} cars per hour (machines in parallel: {{machines}}).",
    independentAccess: "Every car comes out without moving another.",
    dependentAccess:
      "The lower car must leave before the upper one comes down: for spaces used by one household or by staff.",
    suvAllLevels: "Every level takes SUVs ({{levelHeightM}} m per level).",
    suvSomeLevels:
      "Levels that take SUVs: {{suvLevels}} of {{levels}} ({{suvLevelHeightM}} m instead of {{levelHeightM}} m).",
    needsDriveway: "Needs a driveway {{depthM}} m deep in front of the platforms, included in the layout.",
    needsEntryBuilding:
      "The entry floor needs {{heightM}} m at ground level, more than the height allowed: plan it inside the building.",
    useMatch: "Often built in buildings like yours.",
    costBand: "Cost: {{band}} of 5.",
    useMismatch: "Seldom built in this kind of building.",
    suvLimited: "Its SUV version carries up to {{maxWeightKg}} kg, less than the {{designWeightKg}} kg of a large SUV.",
    retrofitPit: "Needs a pit {{depthM}} m deep: harder in an existing building.",
    retrofitStructure: "Needs its own shaft and structure: harder in an existing building.",
    tooSmallFootprint:
      "The plot ({{plotLengthM}} × {{plotWidthM}} m) is smaller than one module needs ({{neededLengthM}} × {{neededWidthM}} m).",
    notEnoughLevels: "Levels the height and depth allow: {{levelsPossible}}; it needs at least {{minLevels}}.",
    aboveGroundOnly: "It is built above ground only.",
    needsPit: "It needs a pit at least {{pitDepthM}} m deep.",
    notEnoughCapacity:
      "Holds at most {{capacity}} cars here (modules: {{modules}}, levels: {{levels}}): fewer than the {{spaces}} you need.",
    exceedsSystemCapacity: "{{spaces}} spaces are more than it is built for (up to {{maxSpaces}}).",
    belowSystemMinimum: "{{spaces}} spaces are fewer than it is built for (from {{minSpaces}}).",
    peakNotMet:
      "Handles {{throughputCarsPerHour}} cars per hour (machines in parallel: {{machines}}): less than your {{peakCarsPerHour}}.",
    independentAccessMissing: "A car may have to wait for another to be moved: you asked for independent access.",
    suvNotSupported:
      "Takes cars up to {{maxHeightM}} m and {{maxWeightKg}} kg: not a {{designHeightM}} m, {{designWeightKg}} kg SUV.",
  },
  quote: {
    summary:
      "From the parking-system selector: {{buildingType}}, {{spaces}} spaces, plot {{length}} × {{width}} m, up to {{height}} m above and {{depth}} m below ground, {{suv}}% SUVs, peak {{peak}} cars per hour, {{access}}, {{project}}. Proposed: {{system}}.",
    independent: "independent access",
    dependent: "dependent access accepted",
  },
};

export default selector;
