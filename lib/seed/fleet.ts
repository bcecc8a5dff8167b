// Demo shipping lines, their vessels and their weekly services (rotations).

export interface LineSeed {
  code: string;
  name: string;
  /** REVIEW: the line decides each booking (docs/portal/line-decision.md); AUTO when left out */
  confirmationPolicy?: "AUTO" | "REVIEW";
}

export const LINES: LineSeed[] = [
  { code: "NRL", name: "Nordic Ro-Ro Lines" },
  { code: "ACC", name: "Atlas Car Carriers" },
  { code: "MRR", name: "Meridian Ro-Ro", confirmationPolicy: "REVIEW" },
];

export interface VesselSeed {
  name: string;
  imo: string;
  line: string;
  yearBuilt: number | null;
  cargoCapacity: number; // RT
  maxDeckHeight: number; // cm
  maxDeckWidth: number; // cm
  maxRampWeight: number; // t
  flag: string;
  speed: number; // kn
}

const v = (
  name: string,
  imo: string,
  line: string,
  yearBuilt: number | null,
  cargoCapacity: number,
  maxDeckHeight: number,
  maxDeckWidth: number,
  maxRampWeight: number,
  flag: string,
  speed: number,
): VesselSeed => ({
  name,
  imo,
  line,
  yearBuilt,
  cargoCapacity,
  maxDeckHeight,
  maxDeckWidth,
  maxRampWeight,
  flag,
  speed,
});

export const VESSELS: VesselSeed[] = [
  v("Nordic Aurora", "9700011", "NRL", 2016, 42000, 520, 1200, 150, "Norway", 19.5),
  v("Nordic Borealis", "9700023", "NRL", 2017, 42000, 520, 1200, 150, "Norway", 19.5),
  v("Nordic Cygnus", "9700035", "NRL", 2019, 46500, 640, 1250, 180, "Sweden", 20),
  v("Nordic Draco", "9700047", "NRL", 2012, 38000, 470, 1100, 125, "Malta", 18.5),
  v("Nordic Eridanus", "9700059", "NRL", 2021, 51000, 660, 1250, 200, "Norway", 20.5),
  v("Nordic Fornax", "9700061", "NRL", 2009, 33000, 450, 1050, 100, "Bahamas", 18),
  v("Nordic Gemini", "9700073", "NRL", 2014, 40000, 500, 1150, 150, "Sweden", 19),
  v("Nordic Hydra", "9700085", "NRL", null, 36000, 480, 1100, 125, "Malta", 18.5),
  v("Atlas Pioneer", "9800013", "ACC", 2018, 65000, 530, 1280, 160, "Panama", 20),
  v("Atlas Voyager", "9800025", "ACC", 2018, 65000, 530, 1280, 160, "Panama", 20),
  v("Atlas Navigator", "9800037", "ACC", 2020, 71000, 560, 1300, 180, "Liberia", 20.5),
  v("Atlas Explorer", "9800049", "ACC", 2011, 58000, 500, 1200, 150, "Singapore", 19),
  v("Atlas Endeavour", "9800051", "ACC", 2015, 62000, 520, 1250, 150, "Liberia", 19.5),
  v("Atlas Discovery", "9800063", "ACC", 2023, 76000, 580, 1300, 200, "Singapore", 21),
  v("Atlas Horizon", "9800075", "ACC", 2013, 60000, 510, 1220, 150, "Panama", 19),
  v("Atlas Meridian", "9800087", "ACC", 2022, 74000, 570, 1300, 200, "Japan", 20.5),
  v("Grande Tirreno", "9600015", "MRR", 2010, 44000, 650, 1180, 250, "Italy", 19),
  v("Grande Adriatico", "9600027", "MRR", 2011, 44000, 650, 1180, 250, "Italy", 19),
  v("Grande Ionio", "9600039", "MRR", 2017, 48000, 660, 1250, 250, "Italy", 20),
  v("Grande Egeo", "9600041", "MRR", 2008, 39000, 620, 1150, 200, "Malta", 18),
  v("Grande Ligure", "9600053", "MRR", 2019, 52000, 680, 1260, 300, "Italy", 20),
  v("Grande Baleari", "9600065", "MRR", 2014, 46000, 650, 1200, 250, "Malta", 19.5),
  v("Grande Sicilia", "9600077", "MRR", 2020, 54000, 690, 1280, 300, "Italy", 20.5),
  v("Grande Sardegna", "9600089", "MRR", 2016, 47000, 650, 1220, 250, "Italy", 19.5),
];

/** A visit of a service: L loads, D discharges, LD both. */
export type CallRole = "L" | "D" | "LD";

export interface ServiceSeed {
  line: string;
  route: string; // sailing route code
  category: string; // schedule category (trade route)
  vessels: string[]; // rotate weekly
  maxUnitHeight: number | null; // cm
  maxUnitWidth: number | null; // cm
  maxUnitWeight: number | null; // t
  calls: [port: string, role: CallRole, terminal?: string][];
}

export const SERVICES: ServiceSeed[] = [
  {
    line: "NRL",
    route: "NEWA",
    category: "Europe - West Africa",
    vessels: ["Nordic Aurora", "Nordic Borealis", "Nordic Draco", "Nordic Fornax", "Nordic Hydra", "Nordic Gemini"],
    maxUnitHeight: 480,
    maxUnitWidth: 1100,
    maxUnitWeight: 120,
    calls: [
      ["DEHAM", "L"],
      ["BEANR", "L", "AET"],
      ["BEZEE", "L", "ICO"],
      ["GBSOU", "L"],
      ["ESVLC", "LD"],
      ["SNDKR", "D"],
      ["GNCKY", "D"],
      ["CIABJ", "D"],
      ["GHTEM", "D"],
      ["TGLFW", "D"],
      ["BJCOO", "D"],
      ["NGLOS", "D", "PTML"],
    ],
  },
  {
    line: "NRL",
    route: "TAEU",
    category: "Transatlantic",
    vessels: ["Nordic Cygnus", "Nordic Eridanus", "Nordic Gemini", "Nordic Aurora"],
    maxUnitHeight: 600,
    maxUnitWidth: 1200,
    maxUnitWeight: 180,
    calls: [
      ["SEGOT", "L"],
      ["DEBRV", "L", "BLG"],
      ["BEZEE", "L", "WWL"],
      ["GBSOU", "L"],
      ["CAHAL", "LD"],
      ["USNYC", "D"],
      ["USBAL", "D"],
      ["USCHS", "D"],
      ["USJAX", "D"],
      ["USGLS", "D"],
    ],
  },
  {
    line: "NRL",
    route: "NESH",
    category: "North Europe Shuttle",
    vessels: ["Nordic Draco", "Nordic Fornax"],
    maxUnitHeight: 450,
    maxUnitWidth: 1050,
    maxUnitWeight: 100,
    calls: [
      ["SEGOT", "L"],
      ["DEEME", "LD"],
      ["NLVLI", "LD"],
      ["GBTIL", "LD"],
      ["FRLEH", "LD"],
      ["ESSDR", "D"],
    ],
  },
  {
    line: "ACC",
    route: "FEME",
    category: "Far East - Middle East",
    vessels: ["Atlas Pioneer", "Atlas Voyager", "Atlas Explorer", "Atlas Horizon"],
    maxUnitHeight: 500,
    maxUnitWidth: 1200,
    maxUnitWeight: 150,
    calls: [
      ["JPNGO", "L"],
      ["JPYOK", "L"],
      ["KRUSN", "L"],
      ["CNSHA", "L"],
      ["SGSIN", "LD"],
      ["OMSOH", "D"],
      ["AEJEA", "D"],
      ["SADMM", "D"],
      ["KWSWK", "D"],
    ],
  },
  {
    line: "ACC",
    route: "FEEU",
    category: "Far East - Europe",
    vessels: [
      "Atlas Navigator",
      "Atlas Discovery",
      "Atlas Meridian",
      "Atlas Endeavour",
      "Atlas Pioneer",
      "Atlas Voyager",
    ],
    maxUnitHeight: 520,
    maxUnitWidth: 1250,
    maxUnitWeight: 160,
    calls: [
      ["JPYOK", "L"],
      ["KRUSN", "L"],
      ["CNTXG", "L"],
      ["CNSHA", "L"],
      ["SGSIN", "LD"],
      ["SAJED", "D"],
      ["ITGOA", "D"],
      ["ESBCN", "D"],
      ["BEZEE", "D", "WWL"],
      ["DEBRV", "D", "BLG"],
      ["GBSOU", "D"],
    ],
  },
  {
    line: "ACC",
    route: "FEOC",
    category: "Far East - Oceania",
    vessels: ["Atlas Endeavour", "Atlas Horizon", "Atlas Explorer"],
    maxUnitHeight: 500,
    maxUnitWidth: 1200,
    maxUnitWeight: 150,
    calls: [
      ["JPNGO", "L"],
      ["JPYOK", "L"],
      ["CNDLC", "L"],
      ["THLCH", "LD"],
      ["AUMEL", "D"],
      ["NZAKL", "D"],
    ],
  },
  {
    line: "MRR",
    route: "MEDS",
    category: "Mediterranean",
    vessels: ["Grande Tirreno", "Grande Adriatico", "Grande Egeo"],
    maxUnitHeight: 600,
    maxUnitWidth: 1150,
    maxUnitWeight: 200,
    calls: [
      ["ITSAL", "LD"],
      ["ITLIV", "LD"],
      ["ITGOA", "LD"],
      ["FRMRS", "LD"],
      ["ESBCN", "LD"],
      ["ESVLC", "LD"],
      ["MTMAR", "LD"],
      ["GRPIR", "LD"],
      ["TRIZM", "LD"],
      ["EGALY", "D"],
    ],
  },
  {
    line: "MRR",
    route: "MDWA",
    category: "Mediterranean - West Africa",
    vessels: ["Grande Ionio", "Grande Ligure", "Grande Baleari", "Grande Sicilia", "Grande Sardegna"],
    maxUnitHeight: 620,
    maxUnitWidth: 1200,
    maxUnitWeight: 250,
    calls: [
      ["SIKOP", "L"],
      ["ITSAL", "L"],
      ["ITGOA", "L"],
      ["ESVLC", "L"],
      ["SNDKR", "D"],
      ["CIABJ", "D"],
      ["GHTEM", "D"],
      ["TGLFW", "D"],
      ["BJCOO", "D"],
      ["NGTIN", "D"],
      ["CMDLA", "D"],
      ["AOLAD", "D"],
    ],
  },
  {
    line: "MRR",
    route: "EUSA",
    category: "Europe - South America",
    vessels: ["Grande Ligure", "Grande Sicilia", "Grande Sardegna"],
    maxUnitHeight: 620,
    maxUnitWidth: 1200,
    maxUnitWeight: 250,
    calls: [
      ["BEANR", "L", "1333"],
      ["GBPME", "L"],
      ["ESVLC", "L"],
      ["BRSSZ", "D"],
      ["UYMVD", "D"],
      ["ARZAE", "D"],
    ],
  },
  {
    line: "MRR",
    route: "NAME",
    category: "North America - Middle East",
    vessels: ["Grande Baleari", "Grande Ionio"],
    maxUnitHeight: 600,
    maxUnitWidth: 1200,
    maxUnitWeight: 200,
    calls: [
      ["USHOU", "L"],
      ["USJAX", "L"],
      ["USBAL", "L"],
      ["JOAQJ", "D"],
      ["SAJED", "D"],
      ["AEJEA", "D"],
      ["ZADUR", "D"],
      ["ZAPLZ", "D"],
    ],
  },
];
