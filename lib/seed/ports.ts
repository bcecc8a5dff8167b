// Demo ports: real UN/LOCODEs on ro-ro trades. Coordinates and time zones come from the
// `sea-ports` package; names are the ones a shipper uses.
import type { ContinentName, RegionName } from "@/lib/schedule/enums";

export interface PortSeed {
  code: string;
  name?: string; // overrides sea-ports' name
  timeZone?: string; // overrides sea-ports' time zone
  continent: ContinentName;
  region: RegionName;
  terminals: [code: string, name: string][];
}

const eu = (code: string, terminals: PortSeed["terminals"], name?: string): PortSeed => ({
  code,
  name,
  continent: "Europe",
  region: "NorthEurope",
  terminals,
});
const med = (
  code: string,
  terminals: PortSeed["terminals"],
  name?: string,
  continent: ContinentName = "Europe",
): PortSeed => ({ code, name, continent, region: "Mediterranean", terminals });
const waf = (code: string, terminals: PortSeed["terminals"], name?: string): PortSeed => ({
  code,
  name,
  continent: "Africa",
  region: "WestAfrica",
  terminals,
});
const nam = (code: string, terminals: PortSeed["terminals"], name?: string): PortSeed => ({
  code,
  name,
  continent: "NorthAmerica",
  region: "NorthAmerica",
  terminals,
});
const mde = (code: string, terminals: PortSeed["terminals"], name?: string): PortSeed => ({
  code,
  name,
  continent: "Asia",
  region: "MiddleEast",
  terminals,
});
const fea = (code: string, terminals: PortSeed["terminals"], name?: string): PortSeed => ({
  code,
  name,
  continent: "Asia",
  region: "FarEast",
  terminals,
});

export const PORTS: PortSeed[] = [
  eu("BEZEE", [
    ["ICO", "ICO Terminal"],
    ["WWL", "Wallenius Wilhelmsen Terminal"],
  ]),
  eu(
    "BEANR",
    [
      ["AET", "Antwerp Euroterminal"],
      ["1333", "Kaai 1333 Ro-Ro"],
    ],
    "Antwerp",
  ),
  eu("DEBRV", [
    ["BLG", "BLG AutoTerminal"],
    ["NCB", "Nordkaje Ro-Ro"],
  ]),
  eu("DEHAM", [["UNIKAI", "Unikai O'Swaldkai"]]),
  eu("DEEME", [["EAT", "Emden AutoTerminal"]]),
  eu("NLRTM", [["RRT", "Rotterdam Ro-Ro Terminal"]]),
  eu("NLVLI", [["KTV", "Kloosterboer Vlissingen"]]),
  eu("GBSOU", [["ECT", "Eastern Docks Car Terminal"]]),
  eu("GBPME", [["PIP", "Portsmouth International Port"]]),
  eu("GBTIL", [["TRR", "Tilbury Ro-Ro Berth"]]),
  eu("FRLEH", [["TRR", "Terminal Ro-Ro de Normandie"]]),
  eu("SEGOT", [["ART", "Gothenburg Ro-Ro Terminal"]], "Gothenburg"),
  eu("ESSDR", [["RAOS", "Terminal de Raos"]]),
  med("ESBCN", [["AUT", "Autoterminal Barcelona"]]),
  med("ESVLC", [["VRT", "Valencia Ro-Ro Terminal"]]),
  med("ITGOA", [["GPT", "Genoa Port Terminal"]], "Genoa"),
  med("ITLIV", [["LRT", "Livorno Ro-Ro Terminal"]]),
  med("ITSAL", [["SCT", "Salerno Container Terminal"]]),
  med("FRMRS", [["MRT", "Marseille Fos Ro-Ro"]]),
  med("GRPIR", [["CTC", "Piraeus Car Terminal"]]),
  med("TRIZM", [["ALS", "Alsancak Terminal"]], "Izmir", "Asia"),
  med("MTMAR", [["MFT", "Malta Freeport"]]),
  med("SIKOP", [["CAR", "Koper Car Terminal"]]),
  med("EGALY", [["AXT", "Alexandria Ro-Ro Terminal"]], "Alexandria", "Africa"),
  waf("NGLOS", [
    ["PTML", "Ports and Terminal Multiservices"],
    ["GDNL", "Grimaldi Lagos"],
  ]),
  waf("NGTIN", [["TICT", "Tin Can Island Terminal"]], "Tin Can Island"),
  waf("GHTEM", [["MPS", "Meridian Port Services"]]),
  waf("BJCOO", [["CTC", "Cotonou Terminal"]]),
  waf("TGLFW", [["LCT", "Lomé Container Terminal"]], "Lomé"),
  waf("CIABJ", [["AT", "Abidjan Terminal"]]),
  waf("SNDKR", [["DPW", "DP World Dakar"]]),
  waf("CMDLA", [["DIT", "Douala International Terminal"]]),
  waf("GNCKY", [["CCT", "Conakry Terminal"]]),
  { code: "AOLAD", continent: "Africa", region: "SouthernAfrica", terminals: [["MGL", "Multiterminais Luanda"]] },
  { code: "ZADUR", continent: "Africa", region: "SouthernAfrica", terminals: [["DCT", "Durban Car Terminal"]] },
  {
    code: "ZAPLZ",
    continent: "Africa",
    region: "SouthernAfrica",
    terminals: [["PECT", "Port Elizabeth Car Terminal"]],
    name: "Gqeberha (Port Elizabeth)",
  },
  nam("USBAL", [["DMT", "Dundalk Marine Terminal"]]),
  nam("USNYC", [["PNCT", "Port Newark Auto Terminal"]]),
  nam("USJAX", [["BLT", "Blount Island Terminal"]]),
  nam("USCHS", [["CRT", "Columbus Street Terminal"]]),
  nam("USGLS", [["GWT", "Galveston Wharves Ro-Ro"]]),
  nam("USHOU", [["BCT", "Bayport Terminal"]]),
  nam("CAHAL", [["ARA", "Autoport Eastern Passage"]]),
  nam("USLGB", [["PCT", "Pier B Auto Terminal"]]),
  nam("USPDX", [["T6", "Terminal 6"]]),
  mde("AEJEA", [["RORO", "Jebel Ali Ro-Ro Terminal"]]),
  mde("SAJED", [["NCT", "North Container Terminal"]]),
  mde("SADMM", [["KAP", "King Abdulaziz Port"]], "Dammam"),
  mde("KWSWK", [["SWK", "Shuwaikh Port"]]),
  mde("OMSOH", [["SIT", "Sohar International Terminal"]]),
  mde("JOAQJ", [["ART", "Aqaba Ro-Ro Terminal"]], "Aqaba"),
  fea("JPYOK", [["DAI", "Daikoku Pier"]]),
  fea("JPNGO", [["TBS", "Tobishima Terminal"]], "Nagoya"),
  fea("KRUSN", [["HMD", "Hyundai Motor Dock"]]),
  fea("CNSHA", [["HPA", "Haitong Auto Terminal"]]),
  fea("CNTXG", [["TRT", "Tianjin Ro-Ro Terminal"]], "Tianjin"),
  fea("CNDLC", [["DAT", "Dalian Auto Terminal"]]),
  {
    code: "SGSIN",
    continent: "Asia",
    region: "SouthEastAsia",
    terminals: [["PPT", "Pasir Panjang Automobile Terminal"]],
  },
  { code: "THLCH", continent: "Asia", region: "SouthEastAsia", terminals: [["NYK", "Laem Chabang Ro-Ro"]] },
  {
    code: "AUMEL",
    continent: "Oceania",
    region: "Oceania",
    terminals: [["MIT", "Melbourne International Ro-Ro"]],
    timeZone: "Australia/Melbourne",
  },
  { code: "NZAKL", continent: "Oceania", region: "Oceania", terminals: [["FCT", "Fergusson Container Terminal"]] },
  { code: "BRSSZ", continent: "SouthAmerica", region: "SouthAmerica", terminals: [["TEV", "Terminal de Veículos"]] },
  {
    code: "UYMVD",
    continent: "SouthAmerica",
    region: "SouthAmerica",
    terminals: [["TCP", "Terminal Cuenca del Plata"]],
  },
  {
    code: "ARZAE",
    continent: "SouthAmerica",
    region: "SouthAmerica",
    terminals: [["TZ", "Terminal Zárate"]],
    name: "Zárate",
    timeZone: "America/Argentina/Buenos_Aires",
  },
];
