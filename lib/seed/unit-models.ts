// Demo catalogue of common vehicle and cargo makes and models, over all eight unit types.
// Dimensions in cm, weight in kg, typical of each body class.
import type { UnitType } from "@/lib/schedule/enums";

export interface UnitModelSeed {
  make: string;
  model: string;
  description: string;
  type: UnitType;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number;
  /** ICE, HEV, PHEV, BEV; null for units without an engine of their own (trailers, containers) */
  powertrain: string | null;
}

/** Models of the demo catalogue that run on a lithium battery, by "make model". */
const BATTERY_MODELS: Record<string, "HEV" | "PHEV" | "BEV"> = {
  "Toyota Prius": "HEV",
  "Nissan Leaf": "BEV",
  "Volkswagen ID.4": "BEV",
  "Audi e-tron": "BEV",
  "Hyundai Ioniq 5": "BEV",
  "Tesla Model 3": "BEV",
  "Tesla Model S": "BEV",
  "Tesla Model Y": "BEV",
  "Tesla Model X": "BEV",
};
const ENGINE_TYPES: ReadonlySet<UnitType> = new Set(["C", "V", "B", "T", "M", "E"]);

type Dims = [length: number, width: number, height: number, weight: number];

const CAR_CLASS: Record<string, Dims> = {
  s: [405, 175, 148, 1150], // small hatchback
  m: [465, 182, 145, 1450], // mid-size sedan
  l: [495, 187, 148, 1750], // large sedan
  u: [465, 188, 168, 1750], // crossover / SUV
  x: [500, 198, 190, 2500], // large SUV
  p: [533, 186, 182, 2100], // pickup
};

const CARS: Record<string, string> = {
  Toyota: "Yaris:s Corolla:m Camry:m C-HR:u RAV4:u Highlander:x Land Cruiser:x Hilux:p Prius:m Tacoma:p",
  Honda: "Jazz:s Civic:m Accord:l CR-V:u HR-V:u Pilot:x",
  Nissan: "Micra:s Sentra:m Altima:m Qashqai:u X-Trail:u Patrol:x Navara:p Leaf:s",
  Volkswagen: "Polo:s Golf:s Passat:m Arteon:l T-Roc:u Tiguan:u Touareg:x Amarok:p ID.4:u",
  "Mercedes-Benz": "A-Class:s C-Class:m E-Class:l S-Class:l GLA:u GLC:u GLE:x G-Class:x",
  BMW: "1 Series:s 3 Series:m 5 Series:l 7 Series:l X1:u X3:u X5:x X7:x",
  Audi: "A3:s A4:m A6:l A8:l Q3:u Q5:u Q7:x e-tron:x",
  Ford: "Fiesta:s Focus:s Mondeo:m Kuga:u Explorer:x Ranger:p F-150:p Mustang:m",
  Hyundai: "i20:s i30:s Elantra:m Sonata:m Tucson:u Santa Fe:x Ioniq 5:u",
  Kia: "Picanto:s Rio:s Ceed:s K5:m Sportage:u Sorento:x EV6:u",
  Peugeot: "208:s 308:s 508:m 2008:u 3008:u 5008:u",
  Renault: "Clio:s Megane:s Captur:u Kadjar:u Koleos:u Duster:u",
  Mazda: "Mazda2:s Mazda3:s Mazda6:m CX-3:u CX-5:u CX-60:x BT-50:p",
  Mitsubishi: "Space Star:s Lancer:m ASX:u Eclipse Cross:u Outlander:u Pajero:x L200:p",
  Subaru: "Impreza:s Legacy:m XV:u Forester:u Outback:u",
  Volvo: "V60:m S90:l XC40:u XC60:u XC90:x",
  Lexus: "IS:m ES:l LS:l NX:u RX:x LX:x",
  Chevrolet: "Spark:s Malibu:m Equinox:u Tahoe:x Silverado:p",
  Tesla: "Model 3:m Model S:l Model Y:u Model X:x",
  Skoda: "Fabia:s Octavia:m Superb:l Kodiaq:u",
  Jeep: "Renegade:u Compass:u Cherokee:u Grand Cherokee:x Wrangler:x",
  "Land Rover": "Defender:x Discovery:x Range Rover:x Range Rover Evoque:u",
  Suzuki: "Swift:s Vitara:u Jimny:u",
  Fiat: "500:s Panda:s Tipo:s",
};

const VANS: Record<string, string> = {
  Ford: "Transit Custom:V Transit L2H2:V Transit L3H3:B Transit L4H3:B",
  "Mercedes-Benz": "Vito:V Sprinter 314 L2H2:V Sprinter 516 L3H3:B Sprinter 519 XL:B",
  Volkswagen: "Transporter T6.1:V Caddy Maxi:V Crafter L3H3:B Crafter L4H3:B",
  Renault: "Trafic:V Master L2H2:V Master L3H3:B",
  Fiat: "Doblo:V Ducato L2H2:V Ducato L4H3:B",
  Iveco: "Daily 35S:V Daily 50C:B Daily 70C:B",
  Peugeot: "Partner:V Expert:V Boxer L3H2:B",
  Citroen: "Berlingo:V Jumpy:V Jumper L3H2:B",
  Toyota: "HiAce:V Proace:V Proace City:V Coaster:B",
  Nissan: "NV200:V Primastar:V Interstar L3H2:B",
  Opel: "Vivaro:V Movano L3H2:B",
  Hyundai: "H-1:V Staria:V H350:B",
};
const VAN_CLASS: Record<"V" | "B", Dims> = { V: [525, 203, 200, 2000], B: [690, 204, 280, 2700] };

const TRUCKS: Record<string, string> = {
  Volvo: "FH 500 4x2 Tractor:t FH16 750 6x4 Tractor:t FM 460 6x2 Rigid:r FMX 500 8x4 Tipper:r FL 250 Rigid:m",
  Scania: "R 500 4x2 Tractor:t S 650 6x4 Tractor:t P 320 Rigid:r G 410 8x4 Tipper:r",
  MAN: "TGX 18.510 Tractor:t TGS 26.440 Rigid:r TGM 18.290 Rigid:m TGL 12.250:m",
  DAF: "XF 480 FT Tractor:t XG+ 530 Tractor:t CF 450 FAN Rigid:r LF 260 Rigid:m",
  "Mercedes-Benz": "Actros 1845 Tractor:t Arocs 3345 Tipper:r Atego 1530 Rigid:m Econic 2630:r",
  Iveco: "S-Way 490 Tractor:t X-Way 450 Rigid:r Eurocargo 120E:m",
  Renault: "T 480 Tractor:t C 430 Rigid:r D Wide 320:m K 520 Heavy:r",
  Isuzu: "N-Series NQR:m F-Series FVZ:r Giga CYZ:r",
  Hino: "300 Series 616:m 500 Series FM:r 700 Series SH:t",
  Mitsubishi: "Fuso Canter 7C15:m Fuso Super Great:t",
  Kenworth: "T680 Tractor:t W990 Tractor:t T880 Dump:r",
  Freightliner: "Cascadia 126 Tractor:t M2 106 Rigid:r",
  Peterbilt: "579 Tractor:t 389 Tractor:t 567 Dump:r",
  Mack: "Anthem 64T:t Granite 64FR:r",
};
const TRUCK_CLASS: Record<string, Dims> = {
  t: [620, 255, 395, 8200],
  r: [1000, 255, 380, 12500],
  m: [790, 245, 330, 6500],
};

const UNITS: [string, string, Dims][] = [
  ["Schmitz Cargobull", "S.KO Cool Reefer Trailer", [1360, 260, 400, 8400]],
  ["Schmitz Cargobull", "S.CS Curtainsider Trailer", [1360, 255, 400, 6400]],
  ["Schmitz Cargobull", "S.KI Tipper Trailer", [980, 255, 320, 6700]],
  ["Krone", "Profi Liner Trailer", [1360, 255, 400, 6600]],
  ["Krone", "Cool Liner Trailer", [1360, 260, 400, 8300]],
  ["Krone", "Box Liner Chassis", [1370, 255, 140, 4500]],
  ["Kögel", "Cargo Trailer", [1360, 255, 400, 6300]],
  ["Kögel", "Mega Trailer", [1360, 255, 400, 6500]],
  ["Chereau", "Inogam Reefer Trailer", [1360, 260, 410, 8500]],
  ["Goldhofer", "STZ-L3 Lowbed", [1550, 300, 100, 12500]],
  ["Goldhofer", "THP/SL Modular Trailer", [1200, 300, 120, 18000]],
  ["Faymonville", "MegaMAX Lowloader", [1450, 255, 95, 10500]],
  ["Faymonville", "MultiMAX Semi-lowloader", [1400, 255, 110, 9800]],
  ["Nooteboom", "OSDS-48 Lowloader", [1500, 254, 90, 11500]],
  ["Wielton", "NS 3 Curtainsider", [1360, 255, 400, 6200]],
  ["Great Dane", "Champion Dry Van", [1615, 260, 410, 6400]],
  ["Wabash", "DuraPlate Dry Van", [1615, 260, 410, 6300]],
  ["Utility", "3000R Reefer", [1615, 260, 410, 7100]],
  ["MAFI", "Roll Trailer 40ft", [1220, 260, 80, 6500]],
  ["MAFI", "Roll Trailer 20ft", [610, 260, 80, 3800]],
  ["Generic", "Static cargo on MAFI", [1220, 260, 300, 20000]],
  ["Generic", "Boat on trailer", [900, 255, 330, 3500]],
  ["Generic", "Caravan", [750, 230, 265, 1500]],
  ["Hymer", "B-Class Motorhome", [740, 230, 290, 3500]],
  ["Knaus", "Sun TI Motorhome", [720, 232, 295, 3500]],
  ["Liebherr", "Transformer Station", [850, 320, 420, 60000]],
];

const MOTORCYCLES: Record<string, string[]> = {
  Honda: ["CB500F", "CBR600RR", "CRF1100L Africa Twin", "Gold Wing", "PCX 125", "NC750X"],
  Yamaha: ["MT-07", "MT-09", "YZF-R1", "Tenere 700", "Tracer 9", "NMAX 125"],
  Kawasaki: ["Z900", "Ninja 650", "Versys 650", "KLR650"],
  Suzuki: ["GSX-R750", "V-Strom 650", "Hayabusa"],
  BMW: ["R 1250 GS", "S 1000 RR", "F 900 R"],
  "Harley-Davidson": ["Street Glide", "Road King", "Sportster S", "Fat Boy"],
  Ducati: ["Monster", "Panigale V4", "Multistrada V4"],
  KTM: ["390 Duke", "1290 Super Adventure"],
  Triumph: ["Street Triple", "Tiger 900", "Bonneville T120"],
};

const EQUIPMENT: [string, string, string, Dims][] = [
  ["Caterpillar", "320", "excavator", [950, 300, 300, 22500]],
  ["Caterpillar", "336", "excavator", [1130, 320, 330, 36000]],
  ["Caterpillar", "950 GC", "wheel loader", [830, 290, 345, 18500]],
  ["Caterpillar", "D6", "dozer", [530, 330, 320, 21000]],
  ["Caterpillar", "140", "motor grader", [890, 260, 330, 17000]],
  ["Caterpillar", "420", "backhoe loader", [590, 235, 370, 8300]],
  ["Komatsu", "PC210LC", "excavator", [950, 320, 300, 22000]],
  ["Komatsu", "WA380", "wheel loader", [810, 280, 335, 17500]],
  ["Komatsu", "D65EX", "dozer", [550, 340, 320, 22000]],
  ["Volvo", "EC220E", "excavator", [960, 300, 300, 22500]],
  ["Volvo", "L120H", "wheel loader", [840, 290, 350, 20000]],
  ["Volvo", "A30G", "articulated hauler", [1080, 330, 350, 24000]],
  ["Hitachi", "ZX210LC-6", "excavator", [950, 300, 300, 21500]],
  ["Hyundai", "HX220L", "excavator", [950, 300, 300, 22000]],
  ["Doosan", "DX225LC", "excavator", [950, 300, 300, 22500]],
  ["JCB", "3CX", "backhoe loader", [560, 235, 360, 8000]],
  ["JCB", "540-140", "telehandler", [650, 245, 260, 11500]],
  ["JCB", "JS220", "excavator", [950, 300, 300, 22000]],
  ["Liebherr", "LTM 1100-5.2", "mobile crane", [1500, 300, 400, 60000]],
  ["Liebherr", "R 926", "excavator", [1000, 300, 320, 26000]],
  ["Liebherr", "L 566", "wheel loader", [880, 300, 350, 24000]],
  ["Tadano", "GR-1000XL", "rough terrain crane", [1280, 300, 370, 49000]],
  ["Grove", "GMK5250L", "all terrain crane", [1700, 300, 400, 60000]],
  ["Manitou", "MT 1840", "telehandler", [640, 240, 250, 11000]],
  ["Bobcat", "S650", "skid steer loader", [350, 180, 205, 3800]],
  ["Case", "580ST", "backhoe loader", [710, 235, 350, 7800]],
  ["Case", "Magnum 340", "farm tractor", [640, 300, 350, 13000]],
  ["John Deere", "6155R", "farm tractor", [500, 255, 310, 7300]],
  ["John Deere", "8R 410", "farm tractor", [610, 305, 340, 12000]],
  ["John Deere", "S780", "combine harvester", [880, 400, 400, 17000]],
  ["New Holland", "T7.270", "farm tractor", [540, 255, 310, 8000]],
  ["Claas", "Lexion 8900", "combine harvester", [900, 400, 400, 19000]],
  ["Fendt", "942 Vario", "farm tractor", [590, 275, 340, 11000]],
  ["Massey Ferguson", "8S.265", "farm tractor", [520, 255, 310, 8500]],
  ["Kubota", "M7-173", "farm tractor", [500, 250, 300, 7000]],
  ["Toyota", "8FGU25", "forklift", [350, 120, 215, 4300]],
  ["Linde", "H50D", "forklift", [420, 150, 250, 7100]],
  ["Kalmar", "DCG160", "heavy forklift", [650, 250, 380, 23000]],
  ["Genie", "Z-45 XC", "boom lift", [680, 230, 200, 7700]],
  ["Hamm", "H 13i", "road roller", [560, 230, 300, 13000]],
];

const CONTAINERS: [string, string, Dims][] = [
  ["20' Dry", "20ft dry container", [606, 244, 259, 2200]],
  ["40' Dry", "40ft dry container", [1219, 244, 259, 3750]],
  ["40' High Cube", "40ft high cube container", [1219, 244, 290, 3900]],
  ["45' High Cube", "45ft high cube container", [1372, 244, 290, 4800]],
  ["20' Reefer", "20ft refrigerated container", [606, 244, 259, 3000]],
  ["40' Reefer High Cube", "40ft refrigerated high cube", [1219, 244, 290, 4800]],
  ["20' Open Top", "20ft open top container", [606, 244, 259, 2250]],
  ["40' Open Top", "40ft open top container", [1219, 244, 259, 3850]],
  ["20' Flat Rack", "20ft flat rack", [606, 244, 223, 2700]],
  ["40' Flat Rack", "40ft flat rack", [1219, 244, 195, 5000]],
  ["20' Tank", "20ft ISO tank container", [606, 244, 259, 3700]],
];
const CONTAINER_MAKERS = ["CIMC", "Singamas", "Dong Fang", "Maersk Container Industry"];

/** Builds the catalogue; deterministic, so every seeded database has the same ids and rows. */
export function unitModelCatalogue(): UnitModelSeed[] {
  const out: UnitModelSeed[] = [];
  const add = (make: string, model: string, description: string, type: UnitType, d: Dims | null, weight?: number) =>
    out.push({
      make,
      model,
      description,
      type,
      length: d?.[0] ?? null,
      width: d?.[1] ?? null,
      height: d?.[2] ?? null,
      weight: weight ?? d?.[3] ?? 0,
      powertrain: BATTERY_MODELS[`${make} ${model}`] ?? (ENGINE_TYPES.has(type) ? "ICE" : null),
    });

  for (const [make, list] of Object.entries(CARS)) {
    for (const entry of list.split(" ").reduce<string[]>(joinSpacedModels, [])) {
      const [model, cls] = entry.split(":");
      add(make, model, `${make} ${model}`, "C", CAR_CLASS[cls]);
    }
  }
  for (const [make, list] of Object.entries(VANS)) {
    for (const entry of list.split(" ").reduce<string[]>(joinSpacedModels, [])) {
      const [model, cls] = entry.split(":") as [string, "V" | "B"];
      add(make, model, `${make} ${model} ${cls === "B" ? "large van" : "van"}`, cls, VAN_CLASS[cls]);
    }
  }
  for (const [make, list] of Object.entries(TRUCKS)) {
    for (const entry of list.split(" ").reduce<string[]>(joinSpacedModels, [])) {
      const [model, cls] = entry.split(":");
      add(make, model, `${make} ${model} truck`, "T", TRUCK_CLASS[cls]);
    }
  }
  for (const [make, model, d] of UNITS) add(make, model, `${make} ${model}`, "U", d);
  for (const [make, models] of Object.entries(MOTORCYCLES)) {
    for (const model of models) add(make, model, `${make} ${model} motorcycle`, "M", [215, 85, 120, 200]);
  }
  for (const [make, model, kind, d] of EQUIPMENT) add(make, model, `${make} ${model} ${kind}`, "E", d);
  for (const maker of CONTAINER_MAKERS) {
    for (const [model, description, d] of CONTAINERS) add(maker, model, `${maker} ${description}`, "K", d);
  }
  return out;
}

// Model names may contain spaces ("Land Cruiser:x"): fold words up to the one carrying ":class".
function joinSpacedModels(acc: string[], word: string, index: number, words: string[]): string[] {
  const previous = index > 0 ? words[index - 1] : undefined;
  if (previous !== undefined && !previous.includes(":")) acc[acc.length - 1] += ` ${word}`;
  else acc.push(word);
  return acc;
}
