// A pasted VIN list's make/model texts matched to the catalogue on the test database: the makes'
// usual short names (VW, Merc, Chevy…) find the catalogue's model, and the list says which it chose.
import { describe, expect, it } from "vitest";
import { lookUpVinList } from "@/lib/booking/units/vin-list-catalogue";
import { parseVinList, vinListItems } from "@/lib/booking/units/vin-list";
import { withCatalogueMake } from "@/lib/catalogue/make-aliases";

describe("the makes' short names", () => {
  it("are read as the catalogue spells the make, and a make written out is left alone", () => {
    expect(withCatalogueMake("VW Golf")).toBe("Volkswagen Golf");
    expect(withCatalogueMake("vw  golf")).toBe("Volkswagen  golf");
    expect(withCatalogueMake("Merc. Vito")).toBe("Mercedes-Benz Vito");
    expect(withCatalogueMake("Mercedes Benz Vito")).toBe("Mercedes Benz Vito");
    expect(withCatalogueMake("Mercedes-Benz Vito")).toBe("Mercedes-Benz Vito");
    expect(withCatalogueMake("Chevy Tahoe")).toBe("Chevrolet Tahoe");
    expect(withCatalogueMake("Toyota Hilux")).toBe("Toyota Hilux");
    expect(withCatalogueMake("Golf")).toBe("Golf");
  });

  it("find the catalogue's model for a pasted list, and the list names the model it chose", async () => {
    const { lines } = parseVinList(
      [
        "WVWZZZ1KZAW000001\tVW Golf\t2019",
        "WDB9066331S000002\tMerc Vito",
        "1GNSKBKC0FR000003\tChevy Tahoe",
        "JTMHV05J604000004\tToyota Hilux",
      ].join("\n"),
    );
    const catalogue = await lookUpVinList({ texts: lines.map((l) => l.makeModel!), makes: [] });
    expect(Object.fromEntries(Object.entries(catalogue.models).map(([t, m]) => [t, m?.description ?? null]))).toEqual({
      "VW Golf": "Volkswagen Golf",
      "Merc Vito": "Mercedes-Benz Vito van",
      "Chevy Tahoe": "Chevrolet Tahoe",
      "Toyota Hilux": "Toyota Hilux",
    });
    const outcome = vinListItems(lines, catalogue, {});
    expect(outcome.ready.map((r) => r.item.Description)).toEqual([
      "Volkswagen Golf",
      "Mercedes-Benz Vito van",
      "Chevrolet Tahoe",
      "Toyota Hilux",
    ]);
    expect(outcome.readings).toEqual([
      { text: "VW Golf", description: "Volkswagen Golf" },
      { text: "Merc Vito", description: "Mercedes-Benz Vito van" },
      { text: "Chevy Tahoe", description: "Chevrolet Tahoe" },
    ]);
  });
});
