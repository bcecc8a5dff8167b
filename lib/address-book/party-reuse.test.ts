// A party given in full that the agent's address book already holds (the same Code, or the same
// name and address once case, accents, spacing and punctuation are folded) is reused by the save,
// not stored again; also when two saves bring the same new party at the same moment. The booking
// form's suggestions offer each party once even where the book still holds duplicates.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { searchAddressBook } from "@/lib/booking/form/address-book";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";

const tag = `PR${Date.now().toString(36).toUpperCase()}`;
let acme: Caller;
let agentId: number;

const save = async (consignee: ExtBookingInput["Header"]["Consignee"]) =>
  (
    await saveBooking(acme, extBookingSchema.parse(bookingInput({ header: { Consignee: consignee } })), {
      testOnly: false,
    })
  ).booking.Id!;

const consigneeOf = async (bookingId: number) =>
  (await db().booking.findUniqueOrThrow({ where: { id: bookingId } })).consigneeId;

const entriesNamed = (word: string) =>
  db().party.findMany({ where: { agentId, name: { contains: word, mode: "insensitive" } }, orderBy: { id: "asc" } });

beforeAll(async () => {
  agentId = (await db().agent.findUniqueOrThrow({ where: { code: "ACME" } })).id;
  acme = { kind: "apiKey", id: 1, role: "AGENT", agentId, lineId: null, name: "acme", ip: "127.0.0.1" };
});

describe("a party given in full that the address book holds", () => {
  it("is reused when its name and address fold the same, and gets the details it lacked", async () => {
    const word = `${tag}client`;
    const first = await save({
      Name: `${word} N.V.`,
      Address: { Street: "Dorpstraat 1", City: "Gent" },
      IsReferenceOnly: false,
    });
    const second = await save({
      Name: `  ${word.toUpperCase()}   nv`,
      Email: "desk@client.example",
      Address: { Street: "dorpstraat  1", City: "GENT" },
      IsReferenceOnly: false,
    });
    const rows = await entriesNamed(word);
    expect(rows).toHaveLength(1);
    expect(await consigneeOf(first)).toBe(rows[0].id);
    expect(await consigneeOf(second)).toBe(rows[0].id);
    expect(rows[0]).toMatchObject({ name: `${word} N.V.`, email: "desk@client.example" });
  });

  it("is another entry when the address differs, or when it carries another Code", async () => {
    const word = `${tag}depot`;
    await save({ Name: `${word} Ltd`, Address: { City: "Gent" }, IsReferenceOnly: false });
    await save({ Name: `${word} Ltd`, Address: { City: "Antwerpen" }, IsReferenceOnly: false });
    await save({ Code: `${tag}-D1`, Name: `${word} Ltd`, Address: { City: "Gent" }, IsReferenceOnly: false });
    await save({ Code: `${tag}-D2`, Name: `${word} Ltd`, Address: { City: "Gent" }, IsReferenceOnly: false });
    const rows = await entriesNamed(word);
    // Gent (given the code D1 on its second save), Antwerpen, and D2.
    expect(rows.map((r) => [(r.address as { City: string }).City, r.code])).toEqual([
      ["Gent", `${tag}-D1`],
      ["Antwerpen", null],
      ["Gent", `${tag}-D2`],
    ]);
  });

  it("is stored once when two saves bring it at the same moment", async () => {
    const word = `${tag}twin`;
    const party = { Name: `${word} Motors`, Address: { City: "Zeebrugge" }, IsReferenceOnly: false };
    const ids = await Promise.all([save(party), save({ ...party, Name: `${word.toUpperCase()} MOTORS` })]);
    const rows = await entriesNamed(word);
    expect(rows).toHaveLength(1);
    expect(await Promise.all(ids.map(consigneeOf))).toEqual([rows[0].id, rows[0].id]);
  });
});

describe("the booking form's suggestions", () => {
  it("offer each party once although the book holds it twice", async () => {
    const word = `${tag}acme`;
    await db().party.createMany({
      data: [
        { agentId, name: `${word} Auto Export` },
        { agentId, name: `${word.toUpperCase()} auto-export` },
        { agentId, name: `${word} Auto Import` },
      ],
    });
    const names = (await searchAddressBook(acme, word)).map((p) => p.Name);
    expect(names).toHaveLength(2);
    expect(names.filter((n) => /auto.export/i.test(n ?? ""))).toHaveLength(1);
  });
});
