/**
 * A Romanian address as e-Factura states it: street, city, postal code and county (ISO 3166-2:RO).
 * Addresses are kept as written ("Bulevardul Decebal 10, 610093 Piatra-Neamț, jud. Neamț"), so
 * they are read here: the six-digit postal code names the county by its first two digits (the
 * Romanian post's codes since 2003; 01-06 are Bucharest's sectors), the words after it up to the next
 * comma are the city, and what comes before it is the street. In Bucharest the city is the sector
 * (SECTOR1 to SECTOR6), as the national rules of e-Factura ask.
 */

/** The county of each postal code's first two digits, as its ISO 3166-2:RO subdivision code. */
const COUNTY_OF_PREFIX: Record<string, string> = {
  "01": "B",
  "02": "B",
  "03": "B",
  "04": "B",
  "05": "B",
  "06": "B",
  "07": "IF",
  "08": "GR",
  "10": "PH",
  "11": "AG",
  "12": "BZ",
  "13": "DB",
  "14": "TR",
  "20": "DJ",
  "21": "GJ",
  "22": "MH",
  "23": "OT",
  "24": "VL",
  "30": "TM",
  "31": "AR",
  "32": "CS",
  "33": "HD",
  "40": "CJ",
  "41": "BH",
  "42": "BN",
  "43": "MM",
  "44": "SM",
  "45": "SJ",
  "50": "BV",
  "51": "AB",
  "52": "CV",
  "53": "HR",
  "54": "MS",
  "55": "SB",
  "60": "BC",
  "61": "NT",
  "62": "VN",
  "70": "IS",
  "71": "BT",
  "72": "SV",
  "73": "VS",
  "80": "GL",
  "81": "BR",
  "82": "TL",
  "90": "CT",
  "91": "CL",
  "92": "IL",
};

export type StructuredAddress = { street: string; city: string; postalCode: string; county: string };

/**
 * A Romanian address read into its parts, or null when it names no six-digit postal code of a
 * county (e-Factura cannot state it: the address is to be written with its postal code).
 */
export function readRomanianAddress(text: string): StructuredAddress | null {
  const flat = text.replace(/\s*\n\s*/g, ", ").trim();
  const match = /(?:^|[\s,])(\d{6})(?=[\s,]|$)/.exec(flat);
  if (!match) return null;
  const postalCode = match[1]!;
  const prefix = postalCode.slice(0, 2);
  const county = COUNTY_OF_PREFIX[prefix];
  if (!county) return null;
  const before = flat.slice(0, match.index).replace(/[\s,]+$/, "");
  const after = flat.slice(match.index + match[0].length).replace(/^[\s,]+/, "");
  const city =
    county === "B"
      ? `SECTOR${Number(prefix)}`
      : (after.split(",")[0] ?? "").replace(/^(mun\.|oraș|orașul)\s+/i, "").trim();
  if (!city || !before) return null;
  return { street: before, city, postalCode, county: `RO-${county}` };
}
