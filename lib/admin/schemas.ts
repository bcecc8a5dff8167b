// The operator console's schemas (DESIGN.md "Operator API"): one per concept, used by the admin
// pages' forms and server actions and by the /api/admin routes and their OpenAPI entries.
import { z } from "zod";
import { MAX_ID, recordIdSchema } from "@/lib/core/operation";
import { checkWords, issueWords, wordsOf } from "@/lib/i18n/sentences";

const noNul = (s: string) => !s.includes("\u0000");
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: wordsOf("validation.atMostChars", { max }) })
    .refine(noNul, checkWords("custom", "validation.nul"));

// ── agents ──
// The patterns take a-z too: upper-cased before the check, a lower-case input is taken, and the
// OpenAPI document (generated from these) must say so.
export const agentCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z0-9]{2,10}$/, { error: wordsOf("validation.admin.agentCode") });

export const createAgentSchema = z
  .object({
    code: agentCodeSchema,
    name: text(100).min(2, { error: wordsOf("validation.atLeastChars", { min: 2 }) }),
    bookingPrefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Za-z0-9]{2,6}$/, { error: wordsOf("validation.admin.bookingPrefix") })
      .optional()
      .meta({ description: "Start of the agent's booking codes; defaults to the first 6 characters of the code" }),
  })
  .meta({ id: "CreateAgentRequest" });
export type CreateAgentInput = z.input<typeof createAgentSchema>;

export const updateAgentSchema = z
  .object({
    name: text(100)
      .min(2, { error: wordsOf("validation.atLeastChars", { min: 2 }) })
      .optional(),
    suspended: z
      .boolean()
      .optional()
      .meta({ description: "true: the agent's API keys and users stop working at once; false: they work again" }),
  })
  .meta({ id: "UpdateAgentRequest" });
export type UpdateAgentInput = z.input<typeof updateAgentSchema>;

export const agentSchema = z
  .object({
    id: z.number().int().meta({ description: "The AgentId integrators send in Header.AgentId" }),
    code: z.string(),
    name: z.string(),
  })
  .meta({ id: "Agent" });

export const agentSummarySchema = agentSchema
  .extend({
    bookingPrefix: z.string(),
    suspendedAt: z.string().nullable(),
    createdAt: z.string(),
    users: z.number().int(),
    activeKeys: z.number().int(),
    allowListEntries: z.number().int(),
  })
  .meta({ id: "AgentSummary" });
export type AgentSummary = z.infer<typeof agentSummarySchema>;
export const agentSummaryListSchema = z.array(agentSummarySchema);

// ── API keys ──
export const issueKeySchema = z
  .object({ name: text(80).min(1, { error: wordsOf("validation.admin.keyName") }) })
  .meta({ id: "IssueApiKeyRequest" });
export const issuedKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    key: z.string().meta({ description: "The key itself, shown this once; only its hash is stored" }),
  })
  .meta({ id: "IssuedApiKey" });
export type IssuedKey = z.infer<typeof issuedKeySchema>;
export const revokedKeySchema = z.object({ id: z.number().int(), revokedAt: z.string() });

export const apiKeyViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().meta({ description: "First characters of the key, to tell keys apart" }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    lastUsedIp: z.string().nullable(),
    revokedAt: z.string().nullable(),
    statusInBody: z.boolean().meta({
      description:
        "Compatibility mode: domain errors answered with HTTP 200 and `status: 1` (as the original service did)",
    }),
  })
  .meta({ id: "ApiKeySummary" });
export const apiKeyModeSchema = z
  .object({
    statusInBody: z.boolean().meta({
      description:
        "true: every 4xx answer to this key comes as HTTP 200 with the same envelope (`status: 1`); 5xx stays",
    }),
  })
  .strict()
  .meta({ id: "ApiKeyModeRequest" });
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

// ── allow list ──
export const MAX_ALLOW_LIST_ENTRIES = 500;
export const allowListEntrySchema = z
  .object({
    cidr: z
      .string()
      .max(100)
      .meta({ description: "An IPv4 or IPv6 address or CIDR range: 203.0.113.7, 203.0.113.0/24, 2001:db8::/32" }),
    note: text(200)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: "AllowListEntry" });
export const allowListSchema = z
  .object({
    entries: z.array(allowListEntrySchema).max(MAX_ALLOW_LIST_ENTRIES, {
      error: wordsOf("validation.admin.atMostEntries", { max: MAX_ALLOW_LIST_ENTRIES }),
    }),
    bindsSessions: z.boolean().optional().meta({
      description:
        "true: the list binds the agent's users signed in to the portal too; false (the default): it binds the agent's API keys (integrators) only, as the interface says. Omitted on PUT: unchanged.",
    }),
  })
  .meta({ id: "AllowList" });
export type AllowListInput = z.input<typeof allowListSchema>;
export type AllowList = z.output<typeof allowListSchema>;

// ── users ──
export const ROLE_NAMES = { AGENT: "Agent user", STAFF: "Line staff", ADMIN: "Operator admin" } as const;
/** A user's e-mail (their sign-in) and name: the operator and an agent's lead create users with them. */
export const userEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: wordsOf("validation.emailAddress") }));
export const userNameSchema = text(100).min(2, { error: wordsOf("validation.atLeastChars", { min: 2 }) });
export const createUserSchema = z
  .object({
    email: userEmailSchema,
    name: userNameSchema,
    role: z.enum(["AGENT", "STAFF", "ADMIN"]),
    agentId: z.number().int().positive().max(MAX_ID).nullish(),
    lineId: z.number().int().positive().max(MAX_ID).nullish(),
  })
  .superRefine((u, ctx) => {
    if (u.role === "AGENT" && !u.agentId)
      ctx.addIssue({ code: "custom", path: ["agentId"], ...issueWords("custom", "validation.admin.agentRequired") });
    if (u.role === "STAFF" && !u.lineId)
      ctx.addIssue({ code: "custom", path: ["lineId"], ...issueWords("custom", "validation.admin.lineRequired") });
  })
  .meta({ id: "CreateUserRequest" });
export type CreateUserInput = z.input<typeof createUserSchema>;

export const userActionSchema = z.object({ id: z.number().int().positive() });

const namedRef = z.object({ id: z.number().int(), name: z.string() });
export const userViewSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(["AGENT", "STAFF", "ADMIN"]),
    agent: namedRef.nullable(),
    line: namedRef.nullable(),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: "User" });
export type UserView = z.infer<typeof userViewSchema>;
export const userListSchema = z.array(userViewSchema);

export const userCreatedSchema = z.object({ id: z.number().int(), email: z.string(), temporaryPassword: z.string() });
export type UserCreated = z.infer<typeof userCreatedSchema>;

// ── audit log ──
export const AUDIT_TARGETS = ["agent", "apiKey", "allowList", "user", "tariff", "booking"] as const;
export const auditQuerySchema = z.object({
  agentId: recordIdSchema.optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  action: z
    .string()
    .trim()
    .max(40)
    .optional()
    .meta({ description: "An action, e.g. apiKey.revoke, or its first part (apiKey)" }),
  actor: z.string().trim().max(100).optional().meta({ description: "Part of the actor's name" }),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  before: recordIdSchema.optional().meta({ description: "Events older than this id (the next page)" }),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.object({ kind: z.enum(["user", "apiKey"]), id: z.number().int(), name: z.string() }),
    ip: z.string(),
    action: z.string(),
    targetType: z.enum(AUDIT_TARGETS),
    targetId: z.number().int(),
    agentId: z.number().int().nullable(),
    summary: z.string(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEventView = z.infer<typeof auditEventSchema>;
export const auditPageSchema = z.object({ events: z.array(auditEventSchema), nextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
export const setUserActiveSchema = z
  .object({
    active: z
      .boolean()
      .meta({ description: "false: deactivate (the user's sessions end, sign-in is refused); true: reactivate" }),
  })
  .meta({ id: "SetUserActiveRequest" });
export const userListQuerySchema = z.object({
  role: z.enum(["AGENT", "STAFF", "ADMIN"]).optional(),
  search: z.string().trim().max(100).optional(),
});

export const agentDetailSchema = agentSchema
  .extend({
    bookingPrefix: z.string(),
    createdAt: z.string(),
    suspendedAt: z.string().nullable(),
    addressBookSize: z.number().int(),
    bookings: z.number().int(),
    users: z.array(userViewSchema),
    keys: z.array(apiKeyViewSchema),
    allowList: z.array(z.object({ cidr: z.string(), note: z.string().nullable() })),
    allowListBindsSessions: z.boolean(),
  })
  .meta({ id: "AgentDetail" });
export type AgentDetail = z.infer<typeof agentDetailSchema>;
