// Revisions in words: the paths the save stores, as a person reads them.
import { describe, expect, it } from "vitest";
import { describeChange, fieldLabel } from "@/lib/booking/revision-words";

const ctx = {
  itemLabel: (id: number) => (id === 12 ? "Unit 2" : undefined),
  partyName: (id: number) => (id === 5 ? "Lagos Motors Ltd" : undefined),
  childPosition: (kind: "SubUnits" | "SubItems", id: number) => (kind === "SubUnits" && id === 7 ? 1 : undefined),
};

describe("describeChange", () => {
  it("names the unit, the field and both values", () => {
    expect(describeChange({ path: "Items[Id=12].Priority", from: "Used", to: "VIP" }, ctx)).toEqual({
      subject: "Unit 2",
      text: "priority: “Used” → “VIP”",
    });
    expect(describeChange({ path: "Items[Id=12].IsCanceled", from: false, to: true }, ctx)).toEqual({
      subject: "Unit 2",
      text: "canceled",
    });
    expect(describeChange({ path: "Items[Id=12].BolCbm", from: null, to: 12.5 }, ctx)).toEqual({
      subject: "Unit 2",
      text: "B/L CBM set to 12.5",
    });
    expect(describeChange({ path: "Items[Id=99].Notes", from: "fragile", to: null }, ctx)).toEqual({
      subject: "Unit (id 99)",
      text: "notes cleared (was “fragile”)",
    });
  });

  it("speaks of the booking, its parties by name, and added parts", () => {
    expect(describeChange({ path: "Booking", from: null, to: "created ACM-000001 with 2 item(s)" }, ctx)).toEqual({
      subject: "Booking",
      text: "created ACM-000001 with 2 unit(s)",
    });
    expect(describeChange({ path: "Header.ReferenceNumber", from: "PO-1", to: "PO-2" }, ctx)).toEqual({
      subject: "Booking",
      text: "reference number: “PO-1” → “PO-2”",
    });
    expect(describeChange({ path: "Header.Consignee", from: 4, to: 5 }, ctx)).toEqual({
      subject: "Booking",
      text: "consignee: address-book entry 4 → Lagos Motors Ltd",
    });
    expect(describeChange({ path: "Header.IsCanceled", from: false, to: true }, ctx)).toEqual({
      subject: "Booking",
      text: "canceled",
    });
    expect(describeChange({ path: "Items[Id=12]", from: null, to: "added (RelativeId 2)" }, ctx)).toEqual({
      subject: "Unit 2",
      text: "added",
    });
    expect(
      describeChange({ path: "Items[Id=12].SubUnits[Id=7]", from: null, to: "added (RelativeId 1)" }, ctx),
    ).toEqual({ subject: "Unit 2 · sub unit 1", text: "added" });
    expect(
      describeChange({ path: "Items[Id=12].SubItems[Id=8].Description", from: "Spare", to: "Spare wheel" }, ctx),
    ).toEqual({ subject: "Unit 2 · sub item (id 8)", text: "description: “Spare” → “Spare wheel”" });
  });

  it("labels fields in words", () => {
    expect(fieldLabel("IntermediateConsignee")).toBe("intermediate consignee");
    expect(fieldLabel("Nvocc")).toBe("NVOCC");
    expect(fieldLabel("CTN")).toBe("CTN");
  });
});
