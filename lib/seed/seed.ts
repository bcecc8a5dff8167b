// Loads the demo data set (DESIGN.md "Demo data and accounts") into an empty database.
import seaPorts from "sea-ports";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { hashPassword } from "@/lib/auth/password";
import { CONTINENTS, REGIONS } from "@/lib/schedule/enums";
import { wallClockAt } from "@/lib/time/local-datetime";
import { LINES, SERVICES, VESSELS } from "@/lib/seed/fleet";
import { PORTS } from "@/lib/seed/ports";
import { unitModelCatalogue } from "@/lib/seed/unit-models";
// the stored searchText folded as the catalogue search folds the words sought
import { foldForSearch } from "@/lib/catalogue/search-text";
import { seedDemoSpace } from "@/lib/seed/demo-space";
import { seedTariffs } from "@/lib/seed/tariffs";
import { seedDestinationRules } from "@/lib/seed/destination-rules";
import { randomBytes } from "node:crypto";

export interface SeedOptions {
  /** N times the schedule (N copies of each line with its vessels and services), for benchmarks. */
  scale?: number;
  /** Weeks of voyages before and after `now`. */
  weeksBefore?: number;
  weeksAfter?: number;
  now?: Date;
  apiKeys?: { agent?: string; otherAgent?: string; admin?: string };
  password?: string;
  log?: (line: string) => void;
}

export interface DemoCredentials {
  password: string;
  users: { email: string; role: string; org: string }[];
  apiKeys: { name: string; key: string }[];
}

const seaPortIndex = seaPorts.JSON;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function haversineNm(a: [number, number], b: [number, number]): number {
  const [lon1, lat1, lon2, lat2] = [a[0], a[1], b[0], b[1]].map((x) => (x * Math.PI) / 180);
  const h = Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2;
  return 2 * 3440.065 * Math.asin(Math.sqrt(h));
}

function startOfUtcWeek(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

function isoWeek(d: Date): { year: number; week: number } {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart.getTime()) / DAY + 1) / 7) };
}

export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.port.count()) === 0;
}

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = {}): Promise<DemoCredentials> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();

  // Ports and terminals
  await prisma.port.createMany({
    data: PORTS.map((p) => {
      const sp = seaPortIndex[p.code];
      if (!sp) throw new Error(`sea-ports has no ${p.code}`);
      return {
        code: p.code,
        name: p.name ?? sp.name,
        countryCode: p.code.slice(0, 2),
        countryName: sp.country,
        continent: CONTINENTS[p.continent],
        region: REGIONS[p.region],
        latitude: sp.coordinates[1].toFixed(6),
        longitude: sp.coordinates[0].toFixed(6),
        timeZone: p.timeZone ?? sp.timezone,
      };
    }),
  });
  const ports = await prisma.port.findMany();
  const portByCode = new Map(ports.map((p) => [p.code, p]));
  await prisma.terminal.createMany({
    data: PORTS.flatMap((p) => p.terminals.map(([code, name]) => ({ portId: portByCode.get(p.code)!.id, code, name }))),
  });
  const terminals = await prisma.terminal.findMany();
  const terminalOf = (portId: number, code?: string) =>
    terminals.find((t) => t.portId === portId && (!code || t.code === code)) ??
    terminals.find((t) => t.portId === portId);
  log(`ports: ${ports.length}, terminals: ${terminals.length}`);

  // Lines, vessels, voyages and visits (scale copies)
  const firstWeek = new Date(startOfUtcWeek(now).getTime() - (options.weeksBefore ?? 8) * 7 * DAY);
  const weeks = (options.weeksBefore ?? 8) + (options.weeksAfter ?? 44);
  let voyageCount = 0;
  let visitCount = 0;
  for (let copy = 1; copy <= scale; copy++) {
    const suffix = copy === 1 ? "" : ` ${copy}`;
    const lines = await prisma.shippingLine.createManyAndReturn({
      data: LINES.map((l) => ({
        code: copy === 1 ? l.code : `${l.code}${copy}`,
        name: `${l.name}${suffix}`,
        confirmationPolicy: l.confirmationPolicy ?? "AUTO",
      })),
    });
    const lineByCode = new Map(LINES.map((l, i) => [l.code, lines[i]]));
    const vessels = await prisma.vessel.createManyAndReturn({
      data: VESSELS.map((v) => ({
        name: `${v.name}${suffix}`,
        imo: copy === 1 ? v.imo : null,
        lineId: lineByCode.get(v.line)!.id,
        yearBuilt: v.yearBuilt,
        cargoCapacity: v.cargoCapacity,
        maxDeckHeight: v.maxDeckHeight,
        maxDeckWidth: v.maxDeckWidth,
        maxRampWeight: v.maxRampWeight,
        flag: v.flag,
        speed: v.speed,
      })),
    });
    const vesselByName = new Map(VESSELS.map((v, i) => [v.name, vessels[i]]));

    for (const [serviceIndex, service] of SERVICES.entries()) {
      const line = lineByCode.get(service.line)!;
      const route = copy === 1 ? service.route : `${service.route}${copy}`;
      const planned: {
        voyage: Prisma.VoyageCreateManyInput;
        visits: Omit<Prisma.VisitCreateManyInput, "voyageId">[];
      }[] = [];
      for (let w = 0; w < weeks; w++) {
        const vessel = vesselByName.get(service.vessels[w % service.vessels.length])!;
        const speed = Number(vessel.speed);
        // Each service sails on its own weekday; copies are spread over the week too.
        let clock = firstWeek.getTime() + w * 7 * DAY + ((serviceIndex + copy) % 7) * DAY + 6 * HOUR;
        const visits: (typeof planned)[number]["visits"] = [];
        let previous: [number, number] | undefined;
        for (const [sequence, [code, role, terminalCode]] of service.calls.entries()) {
          const port = portByCode.get(code)!;
          const here: [number, number] = [Number(port.longitude), Number(port.latitude)];
          if (previous)
            clock +=
              Math.round((((haversineNm(previous, here) * 1.3) / speed) * HOUR) / (15 * 60_000)) * 15 * 60_000 +
              3 * HOUR;
          previous = here;
          const stay = (role === "D" ? 20 : 30) * HOUR;
          const arrival = wallClockAt(new Date(clock), port.timeZone);
          const departure = wallClockAt(new Date(clock + stay), port.timeZone);
          const canLoad = role !== "D";
          const cutOff = canLoad
            ? new Date(Date.UTC(arrival.getUTCFullYear(), arrival.getUTCMonth(), arrival.getUTCDate() - 2, 16))
            : null;
          visits.push({
            sequence: sequence + 1,
            portId: port.id,
            terminalId: terminalOf(port.id, terminalCode)?.id ?? null,
            arrival,
            departure,
            cutOff,
            canLoad,
            canDischarge: role !== "L",
          });
          clock += stay;
        }
        const { year, week } = isoWeek(new Date(firstWeek.getTime() + w * 7 * DAY));
        planned.push({
          voyage: {
            lineId: line.id,
            vesselId: vessel.id,
            number: `${route}${String(year).slice(2)}${String(week).padStart(2, "0")}`,
            scheduleCategory: service.category,
            sailingRoute: route,
            maxUnitHeight: service.maxUnitHeight,
            maxUnitWidth: service.maxUnitWidth,
            maxUnitWeight: service.maxUnitWeight,
            startsAt: visits[0].arrival,
            endsAt: visits[visits.length - 1].departure,
          },
          visits,
        });
      }
      const voyages = await prisma.voyage.createManyAndReturn({
        data: planned.map((p) => p.voyage),
        select: { id: true },
      });
      const visitRows = planned.flatMap((p, i) => p.visits.map((v) => ({ ...v, voyageId: voyages[i].id })));
      await prisma.visit.createMany({ data: visitRows });
      voyageCount += voyages.length;
      visitCount += visitRows.length;
    }
  }
  log(
    `lines: ${LINES.length * scale}, vessels: ${VESSELS.length * scale}, voyages: ${voyageCount}, visits: ${visitCount}`,
  );

  // Unit model catalogue
  const catalogue = unitModelCatalogue();
  await prisma.unitModel.createMany({
    data: catalogue.map((m) => ({ ...m, searchText: foldForSearch(`${m.make} ${m.model} ${m.description}`) })),
  });
  log(`unit models: ${catalogue.length}`);

  log(`tariff lines: ${await seedTariffs(prisma)}`);
  log(`destination rules: ${await seedDestinationRules(prisma)}`);

  const credentials = await seedAccounts(prisma, options);
  const demoSpace = await seedDemoSpace(prisma, now);
  log(`demo space: ${demoSpace.length ? `${demoSpace.join(" (limited), ")} (full)` : "no sailings far enough ahead"}`);
  return credentials;
}

export const DEMO_AGENT_CODES = { agent: "ACME", otherAgent: "BVF" } as const;

async function seedAccounts(prisma: PrismaClient, options: SeedOptions): Promise<DemoCredentials> {
  const password = options.password ?? process.env.DEMO_PASSWORD ?? randomBytes(9).toString("base64url");
  const keys = {
    agent: options.apiKeys?.agent ?? process.env.DEMO_API_KEY ?? generateApiKey(),
    otherAgent: options.apiKeys?.otherAgent ?? process.env.DEMO_OTHER_API_KEY ?? generateApiKey(),
    admin: options.apiKeys?.admin ?? process.env.DEMO_ADMIN_API_KEY ?? generateApiKey(),
  };
  const localhost = [
    { cidr: "127.0.0.1", note: "demo: this machine" },
    { cidr: "::1", note: "demo: this machine" },
  ];
  const acme = await prisma.agent.create({
    data: {
      name: "Acme Auto Export",
      code: DEMO_AGENT_CODES.agent,
      bookingPrefix: "ACM",
      allowList: { create: localhost },
    },
  });
  const baltic = await prisma.agent.create({
    data: {
      name: "Baltic Vehicle Forwarding",
      code: DEMO_AGENT_CODES.otherAgent,
      bookingPrefix: "BVF",
      allowList: { create: localhost },
    },
  });
  const lines = await prisma.shippingLine.findMany({
    where: { code: { in: LINES.map((l) => l.code) } },
    orderBy: { id: "asc" },
  });

  const users = [
    // The demo agent's first user leads its team (/team: adds and disables the agent's users).
    {
      email: "agent@quayside.test",
      name: "Alice Agent",
      role: "AGENT" as const,
      agentId: acme.id,
      agentLead: true,
      org: acme.name,
    },
    {
      email: "other.agent@quayside.test",
      name: "Bruno Baltic",
      role: "AGENT" as const,
      agentId: baltic.id,
      org: baltic.name,
    },
    ...lines.map((l) => ({
      email: `staff.${l.code.toLowerCase()}@quayside.test`,
      name: `${l.name} Staff`,
      role: "STAFF" as const,
      lineId: l.id,
      org: l.name,
    })),
    { email: "admin@quayside.test", name: "Olga Operator", role: "ADMIN" as const, org: "Quayside operations" },
  ];
  for (const { org: _org, ...user } of users) {
    await prisma.user.create({ data: { ...user, passwordHash: await hashPassword(password) } });
  }
  const apiKeys = [
    { name: "Acme integration", key: keys.agent, role: "AGENT" as const, agentId: acme.id },
    { name: "Baltic integration", key: keys.otherAgent, role: "AGENT" as const, agentId: baltic.id },
    { name: "Operator admin", key: keys.admin, role: "ADMIN" as const, agentId: null },
  ];
  await prisma.apiKey.createMany({
    data: apiKeys.map((k) => ({
      name: k.name,
      prefix: apiKeyPrefix(k.key),
      hash: hashApiKey(k.key),
      role: k.role,
      agentId: k.agentId,
    })),
  });

  // A small address book per agent, for bookings that refer to parties by code.
  for (const agent of [acme, baltic]) {
    const tag = agent.code;
    await prisma.party.createMany({
      data: [
        {
          agentId: agent.id,
          code: `${tag}-SHP`,
          name: `${agent.name}`,
          type: "Company",
          email: `ops@${tag.toLowerCase()}.test`,
          address: {
            Address1: "Industrieweg 12",
            City: "Antwerp",
            Country: "BE",
            PostalCode: "2030",
            IsBolManual: false,
          },
        },
        {
          agentId: agent.id,
          code: `${tag}-EXP`,
          name: "Eurocar Exports BV",
          type: "Company",
          address: { Address1: "Havenstraat 4", City: "Rotterdam", Country: "NL", IsBolManual: false },
        },
        {
          agentId: agent.id,
          code: `${tag}-CNE`,
          name: "Lagos Motors Ltd",
          type: "Company",
          phone: "+234 1 555 0100",
          address: { Address1: "12 Apapa Road", City: "Lagos", Country: "NG", IsBolManual: false },
        },
        {
          agentId: agent.id,
          code: `${tag}-NTF`,
          firstName: "Ade",
          lastName: "Okafor",
          type: "Person",
          mobile: "+234 80 5550 1234",
          address: { City: "Lagos", Country: "NG", IsBolManual: false },
        },
      ],
    });
  }

  return {
    password,
    users: users.map((u) => ({ email: u.email, role: u.role, org: u.org })),
    apiKeys: apiKeys.map((k) => ({ name: k.name, key: k.key })),
  };
}

export function describeCredentials(c: DemoCredentials): string {
  const width = Math.max(...c.users.map((u) => u.email.length));
  return [
    `Demo sign-in (password for every user: ${c.password})`,
    ...c.users.map((u) => `  ${u.email.padEnd(width)}  ${u.role.padEnd(5)}  ${u.org}`),
    "API keys (Authorization: Bearer <key>):",
    ...c.apiKeys.map((k) => `  ${k.name.padEnd(20)}  ${k.key}`),
  ].join("\n");
}
