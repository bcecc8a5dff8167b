// Revisions in words: the paths the save stores, as a person reads them.
import { describe, expect, it } from "vitest";
import { changeSummary, describeChange, fieldLabel } from "@/lib/booking/read/revision-words";

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

  it("says which unit the line rolled where, and why", () => {
    const none = { itemLabel: () => undefined, partyName: () => undefined };
    expect(
      describeChange({ path: "Items[Id=40]", from: "Unit 1", to: "rolled to ACM-000002 on voyage MDWA2738" }, none),
    ).toEqual({ subject: "Unit 1", text: "rolled to ACM-000002 on voyage MDWA2738" });
    expect(describeChange({ path: "RollOver.Reason", from: null, to: "Missed the cut-off." }, none)).toEqual({
      subject: "Booking",
      text: "rolled by the line: “Missed the cut-off.”",
    });
  });

  it("labels fields in words", () => {
    expect(fieldLabel("IntermediateConsignee")).toBe("intermediate consignee");
    expect(fieldLabel("Nvocc")).toBe("NVOCC");
    expect(fieldLabel("CTN")).toBe("CTN");
  });
});

describe("changeSummary", () => {
  it("says in words what a revision changed, for a notification: no API paths, plurals right", () => {
    expect(
      changeSummary([
        { path: "Header.Consignee", from: 4, to: 5 },
        { path: "Items[Id=12].Priority", from: "Used", to: "VIP" },
        { path: "Items[Id=13].Priority", from: "Used", to: "VIP" },
        { path: "Items[Id=14]", from: null, to: { RelativeId: 3 } },
      ]),
    ).toBe("the consignee, the priority of 2 units and 1 unit added");
    expect(changeSummary([{ path: "Header.ReferenceNumber", from: "A", to: "B" }])).toBe("the reference number");
    expect(changeSummary([{ path: "Items[Id=12].IsCanceled", from: false, to: true }])).toBe("1 unit canceled");
    const many = ["Note", "Description", "ReferenceNumber", "PickupOn", "PaymentTerms", "ShippingTerms", "Pod"];
    const summary = changeSummary(many.map((f) => ({ path: `Header.${f}`, from: 1, to: 2 })));
    expect(summary).toBe(
      "the note, the description, the reference number, the pickup on, the payment terms and 2 more",
    );
    expect(summary).not.toMatch(/Header|Items\[|Id=/);
  });
});
