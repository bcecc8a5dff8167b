// The make a VIN's world manufacturer identifier (its first three characters) points to, from
// a small offline table of the makers ro-ro agents ship most. A suggestion for the form, never
// a rule: an unknown WMI is common and fine. Browser-safe.

/** Three-character WMIs first, then two-character prefixes a maker uses for all its plants. */
const WMI: Record<string, string> = {
  // Japan
  JT: "Toyota", JTE: "Toyota", JTM: "Toyota", JTD: "Toyota", JHM: "Honda", JHL: "Honda", JN1: "Nissan", JN8: "Nissan",
  JM1: "Mazda", JMZ: "Mazda", JF1: "Subaru", JF2: "Subaru", JS1: "Suzuki", JSA: "Suzuki", JA3: "Mitsubishi", JA4: "Mitsubishi",
  JMB: "Mitsubishi", JL5: "Mitsubishi Fuso", JLB: "Mitsubishi Fuso", JAL: "Isuzu", JAA: "Isuzu", JLH: "Lexus", JTH: "Lexus", JTJ: "Lexus",
  JYA: "Yamaha", JKA: "Kawasaki", JH2: "Honda",
  // Korea
  KMH: "Hyundai", KM8: "Hyundai", KNA: "Kia", KND: "Kia", KNM: "Renault Samsung", KL: "Chevrolet",
  // Germany
  WVW: "Volkswagen", WV1: "Volkswagen", WV2: "Volkswagen", WVG: "Volkswagen", WAU: "Audi", WA1: "Audi", WBA: "BMW", WBS: "BMW",
  WBY: "BMW", WMW: "Mini", WDB: "Mercedes-Benz", WDD: "Mercedes-Benz", WDC: "Mercedes-Benz", W1K: "Mercedes-Benz", W1N: "Mercedes-Benz",
  WDF: "Mercedes-Benz", W1V: "Mercedes-Benz", WP0: "Porsche", WP1: "Porsche", W0L: "Opel", WF0: "Ford", WMA: "MAN", WME: "Smart",
  // Rest of Europe
  VF1: "Renault", VF3: "Peugeot", VF7: "Citroën", VR3: "Peugeot", VR7: "Citroën", VSS: "SEAT", VSK: "Nissan", VNK: "Toyota",
  ZFA: "Fiat", ZFF: "Ferrari", ZAR: "Alfa Romeo", ZHW: "Lamborghini", ZAM: "Maserati", TMB: "Škoda", TMA: "Hyundai",
  SAL: "Land Rover", SAJ: "Jaguar", SCC: "Lotus", SCF: "Aston Martin", SB1: "Toyota", SJN: "Nissan", YV1: "Volvo", YV4: "Volvo",
  YS2: "Scania", YS3: "Saab", XTA: "Lada", UU1: "Dacia", VSE: "Suzuki", NMT: "Toyota", NM0: "Ford",
  // North America
  "1FA": "Ford", "1FT": "Ford", "1FM": "Ford", "1FD": "Ford", "2FM": "Ford", "3FA": "Ford", "1G1": "Chevrolet", "1GC": "Chevrolet",
  "1GN": "Chevrolet", "2G1": "Chevrolet", "3GN": "Chevrolet", "1GT": "GMC", "1GK": "GMC", "1G6": "Cadillac", "1C3": "Chrysler",
  "1C4": "Jeep", "1J4": "Jeep", "1J8": "Jeep", "1C6": "Ram", "3C6": "Ram", "1D7": "Dodge", "2C3": "Dodge", "1HG": "Honda",
  "2HG": "Honda", "5FN": "Honda", "5J6": "Honda", "1N4": "Nissan", "1N6": "Nissan", "5N1": "Nissan", "4T1": "Toyota", "4T3": "Toyota",
  "5TD": "Toyota", "5TF": "Toyota", "2T1": "Toyota", "5YJ": "Tesla", "7SA": "Tesla", "4S4": "Subaru", "5XY": "Kia", "5NP": "Hyundai",
  "5UX": "BMW", "4JG": "Mercedes-Benz", "1HD": "Harley-Davidson", "3VW": "Volkswagen", "1VW": "Volkswagen", "1LN": "Lincoln",
  "2T3": "Toyota", "19X": "Honda", "1M8": "Motor Coach Industries",
  // China, elsewhere
  LSV: "Volkswagen", LFV: "Volkswagen", LVS: "Ford", LRW: "Tesla", LGX: "BYD", LC0: "BYD", MA1: "Mahindra", MAT: "Tata",
  MR0: "Toyota", MNT: "Nissan", AHT: "Toyota", "9BW": "Volkswagen", "8AJ": "Toyota",
};

/** The make suggested by the VIN's first characters, or null when the table does not know them. */
export function makeFromVin(vin: string | null | undefined): string | null {
  const code = (vin ?? "").trim().toUpperCase();
  if (code.length < 3) return null;
  return WMI[code.slice(0, 3)] ?? WMI[code.slice(0, 2)] ?? null;
}
