import type { ParkingSystemTexts } from "../texts";

const en: ParkingSystemTexts = {
  multiSlot: {
    name: "Multi-slot system",
    description:
      "A fully automated tower: a central lift with a transfer unit stores each car in a slot on either side of the shaft, on up to 20 levels. The driver leaves the car in the entry cabin at street level and the system brings it back on request. Several towers side by side serve hundreds of spaces on a small footprint.",
    typicalUse: "Office buildings, hotels and mixed-use developments on small urban plots.",
  },
  circularForklift: {
    name: "Circular forklift system",
    description:
      "A round shaft with a central lift that turns as it rises: a comb (forklift) exchanger places each car in one of eleven radial bays per level. Built mostly underground, it fits under courtyards, squares and parks, with only the entry cabin visible.",
    typicalUse: "Residential and office buildings in dense city centres, underground beneath courtyards or squares.",
  },
  duplicator: {
    name: "Duplicator",
    description:
      "A two-post hydraulic stacker that parks one car above another on the footprint of one space, without a pit. The lower car must leave before the upper platform can come down, so it suits spaces used by the same household or by staff.",
    typicalUse: "Private houses, small garages, staff and long-stay parking.",
  },
  sliding: {
    name: "Sliding (puzzle) system",
    description:
      "Platforms on several levels move sideways and up and down, like a sliding puzzle: one space on every level but the top stays free, so any car can be brought to the entry level. Every car is reachable without the driver moving other cars.",
    typicalUse: "Basements and courtyards of apartment buildings.",
  },
  longitudinalForklift: {
    name: "Longitudinal forklift system",
    description:
      "A rail-guided stacker crane travels along an aisle running the length of the building and places cars in bays on both sides, on up to eight levels. Its narrow cross-section suits long, narrow plots where a ramp would not fit.",
    typicalUse: "Hotels and residential or office buildings on long, narrow plots.",
  },
  simple: {
    name: "Simple stacking system",
    description:
      "Independent hydraulic stacking platforms: one car parks in a pit below the platform and one above it, on two or three levels. Each car can be taken out without moving the other, and the system is simple to operate and maintain.",
    typicalUse: "Small apartment buildings, offices and private garages.",
  },
  shuttle: {
    name: "Shuttle system",
    description:
      "A high-bay automated car park: on each level a rail-guided shuttle carries the cars to bays on both sides of an aisle, while lifts at the ends move them between levels. Several lifts and shuttles work in parallel, giving the highest throughput for large car parks.",
    typicalUse: "Large residential and office complexes, shopping centres, airports and public car parks.",
  },
  rotating: {
    name: "Rotating (carousel) system",
    description:
      "A vertical carousel: pallets hanging from a chain loop rotate until the requested car reaches the ground. Up to 16 cars stand on the footprint of two conventional spaces, and the shortest way round is chosen automatically.",
    typicalUse: "Narrow urban plots, hotels and office buildings with little ground space.",
  },
  hydraulic: {
    name: "Hydraulic car lift",
    description:
      "A hydraulic car lift carries the car with its driver between street level and the parking floors, replacing a ramp where there is no room for one. An optional turntable turns the car so the driver always leaves forwards.",
    typicalUse: "Basement car parks of apartment and office buildings where a ramp does not fit.",
  },
};

export default en;
