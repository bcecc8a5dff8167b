import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/booking/unitmodels/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { foldForSearch } from "@/lib/catalogue/search-text";
import { unitModelListSchema, type UnitModel } from "@/lib/catalogue/unit-model-schema";
import { unitModelCatalogue } from "@/lib/seed/unit-models";
import { callRoute } from "@/lib/testing/call-route";
import { getJson, keysOf, SPEC_KEYS } from "@/lib/testing/read-helpers";

async function models(query: string) {
  const res = await getJson<UnitModel[]>(GET, `/api/booking/unitmodels${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const labels = (list: UnitModel[]) => list.map((m) => `${m.make} ${m.model}`);
const catalogue = unitModelCatalogue();

describe("GET /api/booking/unitmodels", () => {
  it("answers 401 without credentials", async () => {
    const res = await callRoute(GET, { url: "/api/booking/unitmodels" });
    expect(res.status).toBe(401);
    expect(errorEnvelopeSchema.parse(res.body).code).toBe("UNAUTHORIZED");
  });

  it("lists the whole catalogue by make and model, with the fields of the spec's Unit model table", async () => {
    const all = await models("");
    unitModelListSchema.parse(all);
    expect(all).toHaveLength(catalogue.length);
    for (const m of all) expect(keysOf(m)).toEqual(SPEC_KEYS.unitModel);
    const order = all.map((m) => `${foldForSearch(m.make)}\u0000${foldForSearch(m.model)}`);
    expect(order).toEqual([...order].sort());
    expect(all.find((m) => m.make === "Toyota" && m.model === "Corolla")).toMatchObject({
      type: "C",
      length: 465,
      width: 182,
      height: 145,
      weight: 1450,
    });
  });

  it("every word must match make, model or description, in any order and case", async () => {
    expect(labels(await models("?search=toyota corolla"))).toEqual(["Toyota Corolla"]);
    expect(labels(await models("?search=COROLLA   Toyota"))).toEqual(["Toyota Corolla"]);
    const toyotas = await models("?search=toyota");
    expect(toyotas.length).toBe(catalogue.filter((m) => m.make === "Toyota").length);
    expect(await models("?search=toyota ford")).toEqual([]);
    // a word may be part of a longer one: "corol" finds Corolla
    expect(labels(await models("?search=corol"))).toEqual(["Toyota Corolla"]);
  });

  it("is accent-insensitive both ways", async () => {
    const kogel = labels(await models("?search=kogel"));
    expect(kogel.length).toBeGreaterThan(0);
    expect(kogel.every((l) => l.startsWith("Kögel"))).toBe(true);
    expect(labels(await models("?search=KÖGEL"))).toEqual(kogel);
  });

  it("takes LIKE wildcards literally", async () => {
    expect(await models("?search=%25")).toEqual([]);
    expect(await models("?search=_")).toEqual([]);
  });

  it("type narrows to one of the eight letters, any case; the parameter names too", async () => {
    const trucks = await models("?type=t");
    expect(trucks.length).toBe(catalogue.filter((m) => m.type === "T").length);
    expect(trucks.every((m) => m.type === "T")).toBe(true);
    expect(labels(await models("?Search=kogel&TYPE=T"))).toEqual(
      labels(await models("?search=kogel")).filter(
        (l) => catalogue.find((m) => `${m.make} ${m.model}` === l)?.type === "T",
      ),
    );
    expect(await models("?type=M&search=corolla")).toEqual([]);
  });

  it("answers 400 with the envelope for a type that is not one of the eight letters", async () => {
    for (const type of ["X", "CV", "car", "1"]) {
      const res = await getJson(GET, `/api/booking/unitmodels?type=${type}`);
      expect(res.status, type).toBe(400);
      expect(errorEnvelopeSchema.parse(res.body)).toMatchObject({ code: "BAD_REQUEST", errors: [{ path: "type" }] });
    }
  });
});
