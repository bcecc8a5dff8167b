// The caller, liveness, readiness and the OpenAPI document itself. Listed with the rest in ./index.ts.
import { z } from "zod";
import { defineOperation } from "@/lib/core/operation";
import { READERS } from "@/lib/api/operations/schedule";
import { callerSchema } from "@/lib/auth/caller-schema";

const healthSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number().int() });
const readySchema = z.object({
  status: z.literal("ready"),
  database: z.object({ ms: z.number().int().meta({ description: "round trip of SELECT 1" }) }),
});

export const getCallerOperation = defineOperation({
  method: "get",
  path: "/api/me",
  operationId: "getCaller",
  tag: "Account",
  summary: "Who am I",
  description: "The caller as the API sees it: session or API key, role, agent, line and client IP.",
  access: READERS,
  response: callerSchema,
  responseDescription: "The caller",
});

export const getHealthOperation = defineOperation({
  method: "get",
  path: "/api/health",
  operationId: "getHealth",
  tag: "Operations",
  summary: "Liveness",
  description:
    "For load balancers and orchestrators: the process answers. Touches no database, so a database outage does not make every instance look dead.",
  access: "public",
  response: healthSchema,
  responseDescription: "The process is alive",
});

export const getReadinessOperation = defineOperation({
  method: "get",
  path: "/api/ready",
  operationId: "getReadiness",
  tag: "Operations",
  summary: "Readiness",
  description:
    "For load balancers: the database answered a query within 2 s (503 UNAVAILABLE otherwise, with Retry-After).",
  access: "public",
  response: readySchema,
  responseDescription: "The instance can serve requests",
});

export const getOpenApiDocumentOperation = defineOperation({
  method: "get",
  path: "/api/openapi.json",
  operationId: "getOpenApiDocument",
  tag: "Operations",
  summary: "This document",
  access: "public",
  response: z.record(z.string(), z.unknown()),
  responseDescription: "The OpenAPI 3.1 document",
  undocumented: true,
});
