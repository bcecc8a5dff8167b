// The five schedule reads of the spec (docs/integrators/reads.md): conditional and cached (lib/reads,
// whose read definitions name these operations). Listed with the rest in ./index.ts.
import { defineOperation, type OperationSpec } from "@/lib/core/operation";
import type { ErrorCode } from "@/lib/core/errors";
import { unitModelListSchema, unitModelQuerySchema } from "@/lib/catalogue/unit-model-schema";
import { vesselListSchema, vesselQuerySchema } from "@/lib/fleet/vessel-schema";
import { portListQuerySchema, portListSchema } from "@/lib/ports/port-schema";
import { rotationQuerySchema, rotationResponseSchema } from "@/lib/schedule/rotation-schema";

/** Every role may read the schedule; what a read returns does not differ by caller, so answers are shared. */
export const READERS: ["AGENT", "STAFF", "ADMIN"] = ["AGENT", "STAFF", "ADMIN"];

/** The schedule reads answer conditional requests (docs/integrators/reads.md, "Caching and conditional requests"). */
const CONDITIONAL_READ: Pick<OperationSpec, "conditional" | "headers"> = {
  conditional: true,
  headers: [
    {
      name: "If-None-Match",
      description:
        "The ETag of an answer you hold: 304 Not Modified, with no body, while it is still the current answer.",
    },
    {
      name: "Accept-Encoding",
      description: '`br` and/or `gzip`: the answer comes compressed (its ETag then ends in `-br"` / `-gzip"`).',
    },
  ],
};
const BAD_VALUE: ErrorCode[] = ["BAD_REQUEST"];

export const getScheduleRotationOperation = defineOperation({
  method: "get",
  path: "/api/voyage/rotation",
  operationId: "getScheduleRotation",
  tag: "Schedules",
  summary: "Get schedule rotation",
  description: [
    "Sailing schedules with the full port rotation of each voyage. Every parameter is optional; names are case-insensitive.",
    "",
    "- **ScheduleCategory, Line, SailingRoute, Vessel, Voyage** match the voyage, case-insensitively (Line also takes the line's code).",
    "- **Pol** (port name or UN/LOCODE) keeps voyages with a *loading* call there; **Pod** with a *discharging* call there, after the Pol call when both sides are filtered. **PolContinent** and **PodRegion** do the same by the port's continent and region (integer code or name).",
    "- **DepartureMin/Max** bound the departure from the Pol (from any loading call when no Pol is given); **ArrivalMin/Max** the arrival at the Pod (at any discharging call when no Pod is given). Bounds are inclusive, in port-local wall-clock time.",
    "- Without date bounds, voyages already finished are left out.",
    "- Voyages are ordered by their departure from the Pol when a Pol-side filter is given, else by the start of the voyage; then by voyage number. `ports` lists the distinct ports of the returned voyages in rotation order (the columns of a schedule grid).",
    "- An unknown port, line or vessel matches nothing (200 with empty lists); a bad date or enum value is a 400.",
  ].join("\n"),
  access: READERS,
  query: rotationQuerySchema,
  response: rotationResponseSchema,
  responseDescription: "Ports and voyages, each voyage with its visits in rotation order",
  errors: BAD_VALUE,
  ...CONDITIONAL_READ,
});

export const searchVesselsOperation = defineOperation({
  method: "get",
  path: "/api/Vessel/Search",
  operationId: "searchVessels",
  tag: "Fleet",
  summary: "Get vessels",
  description:
    "The fleet with technical details, ordered by name. **Line**: vessels deployed on that line's voyages; **ScheduleCategory**: on voyages of that trade route.",
  access: READERS,
  query: vesselQuerySchema,
  response: vesselListSchema,
  responseDescription: "Vessels",
  errors: BAD_VALUE,
  ...CONDITIONAL_READ,
});

export const getUnitModelsOperation = defineOperation({
  method: "get",
  path: "/api/booking/unitmodels",
  operationId: "getUnitModels",
  tag: "Catalogue",
  summary: "Get unit models",
  description:
    "The unit (vehicle or cargo) catalogue, ordered by make and model. **search**: every word must occur in make, model or description (case- and accent-insensitive, anywhere in a word). **type**: one of C, V, B, T, U, M, E, K (any case); another value is a 400.",
  access: READERS,
  query: unitModelQuerySchema,
  response: unitModelListSchema,
  responseDescription: "Unit models",
  errors: BAD_VALUE,
  ...CONDITIONAL_READ,
});

export const getShippingLinePodsOperation = defineOperation({
  method: "get",
  path: "/api/voyage/pods",
  operationId: "getShippingLinePods",
  tag: "Ports",
  summary: "Get shipping line pods",
  description:
    "Ports of discharge of the voyages (not yet finished) of a line and/or schedule category, ordered by name.",
  access: READERS,
  query: portListQuerySchema,
  response: portListSchema,
  responseDescription: "Ports of discharge",
  errors: BAD_VALUE,
  ...CONDITIONAL_READ,
});

export const getShippingLinePolsOperation = defineOperation({
  method: "get",
  path: "/api/voyage/pols",
  operationId: "getShippingLinePols",
  tag: "Ports",
  summary: "Get shipping line pols",
  description:
    "Ports of loading of the voyages (not yet finished) of a line and/or schedule category, ordered by name.",
  access: READERS,
  query: portListQuerySchema,
  response: portListSchema,
  responseDescription: "Ports of loading",
  errors: BAD_VALUE,
  ...CONDITIONAL_READ,
});

export const SCHEDULE_OPERATIONS = [
  getScheduleRotationOperation,
  searchVesselsOperation,
  getUnitModelsOperation,
  getShippingLinePodsOperation,
  getShippingLinePolsOperation,
];
