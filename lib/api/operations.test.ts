// Route files and operations, tied together: every route handler under app/api serves one
// operation of lib/api/operations (by `handle`, which carries it), at the path and method of its
// file; every operation has its handler. A new route is one operation and one line of route.ts.
import { describe, expect, it } from "vitest";
import { operationKey } from "@/lib/core/operation";
import { OPERATIONS, PORTAL_OPERATIONS } from "@/lib/api/operations";
import { portalRoutes, servedRoutes } from "@/lib/testing/route-files";

describe("operations and route files", () => {
  it("every route handler serves its operation, at its file's path and method; every operation has its handler", async () => {
    const routes = await servedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { key, handler } of routes) {
      const operation = handler.operation;
      expect(
        operation,
        `${key}: export it as handle(<its operation>, …) (docs/contributors/adding-a-route.md)`,
      ).toBeDefined();
      expect(operationKey(operation!), key).toBe(key);
      expect(OPERATIONS, `${key}: list its operation in lib/api/operations`).toContain(operation);
    }
    const defined = OPERATIONS.map(operationKey).sort();
    expect(defined, "an operation without its route file, or a route without its operation").toEqual(
      routes.map((r) => r.key).sort(),
    );
  });

  it("the portal's route files (outside app/api) go through the same wrapper, each with its operation", async () => {
    const routes = await portalRoutes();
    expect(routes.map((r) => r.key)).toContain("GET /bookings/export"); // the walk finds them
    for (const { key, handler } of routes) {
      expect(handler.operation, `${key}: export it as handle(<its operation>, …)`).toBeDefined();
      expect(operationKey(handler.operation!), key).toBe(key);
      expect(PORTAL_OPERATIONS, `${key}: list its operation in PORTAL_OPERATIONS`).toContain(handler.operation);
    }
    expect(PORTAL_OPERATIONS.map(operationKey).sort()).toEqual(routes.map((r) => r.key).sort());
  });

  it("operation ids are unique", () => {
    const ids = [...OPERATIONS, ...PORTAL_OPERATIONS].map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
