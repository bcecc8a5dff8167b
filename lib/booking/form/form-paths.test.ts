import { describe, expect, it } from "vitest";
import {
  describePath,
  firstStepOf,
  FORM_ROOT,
  formFieldName,
  itemIndexOf,
  serverPathOf,
  stepOfField,
} from "@/lib/booking/form/form-paths";

describe("formFieldName", () => {
  it.each([
    ["Items[3].SubUnits[0].SerialNumber", "Items.3.SubUnits.0.SerialNumber"],
    ["Items[12].SubItems[4].Description", "Items.12.SubItems.4.Description"],
    ["Header.Notify", "Header.Notify"],
    ["Header.Shipper.Code", "Header.Shipper.Code"],
    ["Items[0].Client.Name", "Items.0.Client.Name"],
    ["Items", "Items"],
    ["Booking.Header.Pol", "Header.Pol"],
    ["", FORM_ROOT],
  ])("maps %s to %s", (path, name) => {
    expect(formFieldName(path)).toBe(name);
  });

  it("is undone by serverPathOf", () => {
    for (const path of ["Items[3].SubUnits[0].SerialNumber", "Header.Notify", "Items[10]", "Items[250].Year"]) {
      expect(serverPathOf(formFieldName(path))).toBe(path);
    }
  });
});

describe("stepOfField", () => {
  it.each([
    ["Header.Pol", "sailing"],
    ["Header.Terminal", "sailing"],
    ["Header.Pod", "sailing"],
    ["Header.Line", "sailing"],
    ["Header.BookingVoyage", "sailing"],
    ["Header.Notify", "parties"],
    ["Header.Shipper.Code", "parties"],
    ["Header.Collector.Name", "parties"],
    ["Items", "items"],
    ["Items.3.SubUnits.0.SerialNumber", "items"],
    ["Header.Note", "review"],
    ["Header.Version", "review"],
    ["Header.Id", "review"],
    [FORM_ROOT, "review"],
  ])("puts %s on the %s step", (name, step) => {
    expect(stepOfField(name)).toBe(step);
  });
});

describe("itemIndexOf and firstStepOf", () => {
  it("finds the item of a nested field, and none for the header", () => {
    expect(itemIndexOf("Items.7.SubUnits.1.Year")).toBe(7);
    expect(itemIndexOf("Items.7")).toBe(7);
    expect(itemIndexOf("Items")).toBeNull();
    expect(itemIndexOf("Header.Pol")).toBeNull();
  });

  it("goes to the earliest step holding an error", () => {
    expect(firstStepOf(["Items.2.Year", "Header.Notify", "Header.Note"])).toBe("parties");
    expect(firstStepOf(["Header.Note", "Header.Pod"])).toBe("sailing");
    expect(firstStepOf([])).toBeNull();
  });
});

describe("describePath", () => {
  it("names items and their children by their place, as the form shows them", () => {
    expect(describePath("Items[1].SerialNumber")).toBe("Item 2 › SerialNumber");
    expect(describePath("Items[0].SubUnits[2].Year")).toBe("Item 1 › sub unit 3 › Year");
    expect(describePath("Header.Shipper.Code")).toBe("Shipper › Code");
    expect(describePath("Items")).toBe("Items");
  });
});
