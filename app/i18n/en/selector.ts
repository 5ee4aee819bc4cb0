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
    streetSide: "Cars come in from",
    streetSides: {
      any: "Either side (the selector chooses)",
      long: "A long side of the plot",
      short: "A short side of the plot",
    },
    streetSideHint: "The street, yard, garage aisle or foot of the ramp the cars arrive along.",
    heightAbove: "Clear height allowed above the parking floor (m)",
    heightHint:
      "The height allowed above ground, or an existing basement's clear height under beams and ducts; 0 if nothing may stand above ground.",
    depthBelow: "Depth allowed below ground (m)",
    depthHint: "0 if nothing may go below ground.",
    columnSpacing: "Column spacing in an existing basement (m)",
    columnSpacingHint: "Centre to centre, along the street's side; empty if there are no columns.",
    columnDepthSpacing: "Column spacing along the cars (m)",
    columnDepthSpacingHint:
      "Centre to centre, away from the street's side; empty if not known. No aisle may hold a column.",
    carsHeading: "The cars",
    carLength: "Longest car (m)",
    carLengthHint: "Empty: 5.0 m, a large saloon or estate.",
    carWidth: "Widest car, without mirrors (m)",
    carWidthHint: "Empty: 1.9 m. Large SUVs are 2.0–2.1 m wide.",
    suvShare: "Share of large cars (SUVs, %)",
    suvHeight: "Large cars' height (m)",
    suvHeightHint: "Empty: 2.0 m. Most SUVs are 1.65–1.80 m tall.",
    suvWeight: "Large cars' weight (kg)",
    suvWeightHint: "Empty: 2,600 kg. Electric SUVs weigh 2,500–3,100 kg.",
    evShare: "Share of electric cars charging in their space (%)",
    peak: "Cars leaving in the busiest hour",
    peakHint: "0 or empty if you do not know it.",
    arrivals: "Cars arriving in that same hour",
    arrivalsHint: "Arrivals and departures both hold the lifts; 0 or empty if none.",
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
    streetInvalid: "Choose one of the sides in the list.",
    columnSpacingRange: "Enter a spacing between 3 and 20 m, or leave it empty.",
    columnDepthSpacingRange: "Enter a spacing between 3 and 20 m, or leave it empty.",
    columnDepthNeedsAcross:
      "Enter the column spacing along the street's side too: columns stand where both lines cross.",
    heightRange: "Enter a height between 0 and 100 m.",
    depthRange: "Enter a depth between 0 and 50 m.",
    heightOrDepthRequired: "Allow some height above ground or some depth below it.",
    suvShareRange: "Enter a share between 0 and 100%.",
    carLengthRange: "Enter a car length between 3 and 6 m.",
    carWidthRange: "Enter a car width between 1.4 and 2.5 m.",
    suvHeightRange: "Enter a height between 1.4 and 2.5 m.",
    suvWeightRange: "Enter a weight between 1,000 and 4,000 kg.",
    evShareRange: "Enter a share between 0 and 100%.",
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
    capacityValue: "{{capacityOf}} spaces",
    levels: "Levels",
    levelsValue: "{{levels}} ({{above}} above, {{below}} below ground)",
    modules: "Modules",
    retrieval: "Average retrieval",
    retrievalValue: "{{seconds}} s",
    throughput: "Cars per hour at 80% use",
    installations: "Installations",
    clearHeight: "Clear height needed",
    pitDepth: "Pit or depth needed",
    platformWidth: "Platform width",
    power: "Drives' connected load per installation",
    kilowatts: "{{value}} kW",
    transferBays: "Transfer bays",
    utilisation: "Peak use of each machine",
    waitP95: "Wait at peak (95% of drivers)",
    metres: "{{value}} m",
    percent: "{{value}}%",
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
    enlarge: "Open the drawing full screen",
    viewer: "Full-screen drawing: {{system}}",
    close: "Close",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    zoomReset: "Fit to screen",
    zoomLevel: "Zoom {{percent}}%",
  },
  reasons: {
    nothingFits:
      "Nothing fits as described: allow a larger footprint, more height or depth, or fewer spaces, or ask us: a custom design may still work.",
    rampedGarage:
      "For comparison, a conventional car park with ramps on this plot: about {{capacityOf}} spaces (levels: {{levels}}; at or above ground: {{levelsAbove}}, below: {{levelsBelow}}), {{areaPerSpaceM2}} m² of floor per space.",
    rampedGarageSurface:
      "For comparison, ramps between levels need a plot of at least {{minWidthM}} × {{minLengthM}} m: on this plot a surface car park holds {{capacityOf}} spaces.",
    evFireSafety:
      "Electric cars charging in their spaces: a car fire in a stack or rack cannot be reached by hand, so plan automatic detection and sprinklers over every level, chargers that cut off on an alarm, and agree the fire concept with the fire brigade's inspectorate (ISU) before the design is fixed.",
    mostSpacesOnSite:
      "The most this site holds with any of our systems: {{capacityOf}} spaces. Each system's reasons below say what it would need.",
    fitsCapacity: "Fits {{capacity}} cars for the {{spaces}} you need (levels: {{levels}}, modules: {{modules}}).",
    severalInstallations: "Built as {{installations}} installations side by side.",
    retrievalTime: "Average retrieval about {{averageS}} s.",
    peakQueue:
      "95% of drivers wait at most {{waitP95S}} s before their movement starts (bound {{boundS}} s; M/G/c queue, each movement {{serviceS}} s with the driver's time).",
    queueSpace:
      "Room for cars waiting to enter: {{cars}} at each entry, {{laneM}} m of lane (entries: {{entries}}); enough 95% of the time in the peak.",
    peakMet:
      "Meets your peak of {{peakCarsPerHour}} movements an hour: each machine (machines: {{machines}}) busy {{utilisationPercent}}% of the hour (planning keeps it under {{maxUtilisationPercent}}%).",
    throughput: "Handles about {{throughputCarsPerHour}} cars per hour (machines in parallel: {{machines}}).",
    independentAccess: "Every car comes out without moving another.",
    dependentAccess:
      "The lower car must leave before the upper one comes down: for spaces used by one household or by staff.",
    suvAllLevels: "Every level takes SUVs ({{levelHeightM}} m per level).",
    suvSomeLevels:
      "Levels that take SUVs: {{suvLevels}} of {{levels}} ({{suvLevelHeightM}} m instead of {{levelHeightM}} m).",
    needsDriveway:
      "Drivers need {{depthM}} m in front of each row: the street, yard or garage aisle along the plot for the first row, an aisle inside the plot (drawn) for each further pair of rows.",
    needsEntryBuilding:
      "Its entry floor needs {{heightM}} m at ground level, more than the height allowed: it has to be found inside the building above.",
    useMatch: "Often built in buildings like yours.",
    costPerSpace:
      "Cost per space about €{{equipmentMin}}–{{equipmentMax}} for the equipment, €{{totalMin}}–{{totalMax}} with its share of civil works (planning ranges, not a quote).",
    useMismatch: "Seldom built in this kind of building.",
    suvLimited:
      "Its SUV version takes cars up to {{maxHeightM}} m and {{maxWeightKg}} kg: not all of your large cars ({{designHeightM}} m, {{designWeightKg}} kg).",
    platformFor: "Platforms {{platformWidthM}} m wide, for cars up to {{carLengthM}} m long and {{carWidthM}} m wide.",
    power: "Connected load at 400 V: about {{totalKw}} kW for the drives ({{perInstallationKw}} kW per installation).",
    powerWithCharging:
      "Connected load at 400 V: drives about {{driveKw}} kW ({{perInstallationKw}} kW per installation); chargers {{evSpaces}} × {{chargerKw}} kW = {{chargingKw}} kW, on a board of their own whose load management shares them out.",
    carTooLong: "Takes cars up to {{maxLengthM}} m long, even in its long version: not {{carLengthM}} m.",
    carTooWide: "Its widest platform takes cars up to {{maxWidthM}} m wide: not {{carWidthM}} m.",
    manyInstallations:
      "Built as {{installations}} separate installations, each with its own entry, machine and upkeep: a car park this size is usually one or a few (ranked after those at {{most}} or fewer).",
    retrofitPit: "Needs a pit {{depthM}} m deep: harder in an existing building.",
    retrofitStructure: "Needs its own shaft and structure: harder in an existing building.",
    tooSmallFootprint:
      "The plot ({{plotLengthM}} × {{plotWidthM}} m) is smaller than one module needs ({{neededLengthM}} × {{neededWidthM}} m).",
    columnsTooClose: "Its modules need {{neededM}} m between column centres; the columns stand {{spacingM}} m apart.",
    streetSideTooShort:
      "Cars come in across the street's side: the plot is not {{neededM}} m deep that way. From another side it would fit.",
    notEnoughLevels: "Levels the height and depth allow: {{levelsPossible}}; it needs at least {{minLevels}}.",
    aboveGroundOnly: "It is built above ground only.",
    needsPit: "It needs a pit at least {{pitDepthM}} m deep.",
    needsClearHeight: "Its fewest levels need {{heightM}} m of clear height above ground.",
    needsRaisedFrameHeight:
      "It needs {{heightM}} m of clear height above ground: the platform frame rises to bring the pit car up.",
    notEnoughCapacity:
      "Holds at most {{capacity}} cars here (modules: {{modules}}, levels: {{levels}}): fewer than the {{spaces}} you need.",
    belowSystemMinimum: "{{spaces}} spaces are fewer than it is built for (from {{minSpaces}}).",
    peakNotMet:
      "Cannot take your peak of {{peakCarsPerHour}} movements an hour: with the most machines it can have here ({{machines}}), each is busy {{utilisationPercent}}% of the hour and 95% of drivers would wait up to {{waitP95S}} s (planning keeps it under {{maxUtilisationPercent}}% and {{boundS}} s).",
    peakOverCapacity:
      "Cannot take your peak of {{peakCarsPerHour}} movements an hour: its machines ({{machines}}) move about {{throughputCarsPerHour}} an hour at {{maxUtilisationPercent}}% use; the queue would never clear.",
    strangersNeedIndependentAccess:
      "In a public car park nobody can be asked to move a stranger's car: every space needs independent access.",
    independentAccessMissing: "A car may have to wait for another to be moved: you asked for independent access.",
    suvNotSupported:
      "Takes cars up to {{maxHeightM}} m and {{maxWeightKg}} kg: not a {{designHeightM}} m, {{designWeightKg}} kg SUV.",
  },
  quote: {
    summary:
      "From the parking-system selector: {{buildingType}}, {{spaces}} spaces, plot {{length}} × {{width}} m, up to {{height}} m above and {{depth}} m below ground, cars up to {{carLength}} × {{carWidth}} m, {{suv}}% large cars ({{suvHeight}} m, {{suvWeight}} kg), {{ev}}% electric, peak {{peak}} cars leaving and {{arrivals}} arriving per hour, {{access}}, {{project}}. Proposed: {{system}}.",
    independent: "independent access",
    dependent: "dependent access accepted",
  },
};

export default selector;
