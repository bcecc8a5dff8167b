// The operator's API (DESIGN.md "Operator API"): agents, their API keys and allow lists, users and
// the audit log, for an admin API key or an admin session. Listed with the rest in ./index.ts.
import { defineOperation, ID_PARAMS } from "@/lib/core/operation";
import {
  agentDetailSchema,
  agentSchema,
  apiKeyModeSchema,
  apiKeyViewSchema,
  agentSummaryListSchema,
  agentSummarySchema,
  allowListSchema,
  auditPageSchema,
  auditQuerySchema,
  createAgentSchema,
  createUserSchema,
  issuedKeySchema,
  issueKeySchema,
  revokedKeySchema,
  setUserActiveSchema,
  updateAgentSchema,
  userCreatedSchema,
  userListQuerySchema,
  userListSchema,
  userViewSchema,
} from "@/lib/admin/schemas";

const ADMIN: ["ADMIN"] = ["ADMIN"];
const AUDITED = "The change is written to the audit log (who, what, when, from which IP).";

export const listAgentsOperation = defineOperation({
  method: "get",
  path: "/api/admin/agents",
  operationId: "listAgents",
  tag: "Operator",
  summary: "List agents",
  description:
    "Every agent by name, with its AgentId (`id`), booking prefix, suspension, and the number of users, active API keys and allow-list entries.",
  access: ADMIN,
  response: agentSummaryListSchema,
  responseDescription: "Agents",
});

export const createAgentOperation = defineOperation({
  method: "post",
  path: "/api/admin/agents",
  operationId: "createAgent",
  tag: "Operator",
  summary: "Create an agent",
  description: [
    "Issues a new agent. Its `id` is the AgentId its integrators send in `Header.AgentId` (or 0 for their own).",
    "`code` is 2–10 letters or digits (upper-cased); `bookingPrefix` (2–6, default the code's first 6 characters) starts its booking codes and must not be another agent's. A taken code, name or prefix is 409 NOT_ALLOWED.",
    "A new agent has no allow list: its bookings cannot be saved until addresses are registered. " + AUDITED,
  ].join("\n"),
  access: ADMIN,
  body: createAgentSchema,
  response: agentSchema,
  responseDescription: "The agent; `id` is its AgentId",
  errors: ["VALIDATION_FAILED", "NOT_ALLOWED", "BAD_REQUEST"],
});

export const getAgentOperation = defineOperation({
  method: "get",
  path: "/api/admin/agents/{id}",
  operationId: "getAgent",
  tag: "Operator",
  summary: "Get an agent",
  description:
    "The agent with its users, API keys (never the keys themselves: name, prefix, last used time and IP, revoked), allow list and address book size.",
  params: ID_PARAMS,
  access: ADMIN,
  response: agentDetailSchema,
  responseDescription: "The agent",
  errors: ["NOT_FOUND"],
});

export const updateAgentOperation = defineOperation({
  method: "patch",
  path: "/api/admin/agents/{id}",
  operationId: "updateAgent",
  tag: "Operator",
  summary: "Rename, suspend or reinstate an agent",
  description:
    "`suspended: true`: the agent's API keys get 401 from the next request, its users are signed out and cannot sign in, and its bookings cannot be saved; `false` undoes it. " +
    AUDITED,
  params: ID_PARAMS,
  access: ADMIN,
  body: updateAgentSchema,
  response: agentSummarySchema,
  responseDescription: "The agent",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "NOT_ALLOWED", "BAD_REQUEST"],
});

export const issueApiKeyOperation = defineOperation({
  method: "post",
  path: "/api/admin/agents/{id}/keys",
  operationId: "issueApiKey",
  tag: "Operator",
  summary: "Issue an API key",
  description:
    "A new key for the agent's integrator. The answer carries the key (`qs_…`) this once; only its SHA-256 hash is stored, so a lost key is revoked and replaced, never shown again. " +
    AUDITED,
  params: ID_PARAMS,
  access: ADMIN,
  body: issueKeySchema,
  response: issuedKeySchema,
  responseDescription: "The key, shown once",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const revokeApiKeyOperation = defineOperation({
  method: "delete",
  path: "/api/admin/keys/{id}",
  operationId: "revokeApiKey",
  tag: "Operator",
  summary: "Revoke an API key",
  description:
    "The next request with the key gets 401, on every portal instance (within a second on instances other than the one that answered this). Revoking a revoked key answers its revocation time again. A key cannot revoke itself. " +
    AUDITED,
  params: ID_PARAMS,
  access: ADMIN,
  response: revokedKeySchema,
  responseDescription: "Revoked",
  errors: ["NOT_FOUND", "NOT_ALLOWED"],
});

export const setApiKeyModeOperation = defineOperation({
  method: "patch",
  path: "/api/admin/keys/{id}",
  operationId: "setApiKeyMode",
  tag: "Operator",
  summary: "Set an API key's compatibility mode",
  description:
    "`statusInBody: true` answers every 4xx of this key with HTTP 200 and the same envelope (`status: 1`, `code`, `errors`), for clients of the original service, which expect HTTP 200 with `status: 1` for domain errors; the HTTP status it replaced is in `x-error-status`. 5xx answers keep their status. A client can also ask per request with `Prefer: status-in-body`. Holds at once on every instance. " +
    AUDITED,
  params: ID_PARAMS,
  access: ADMIN,
  body: apiKeyModeSchema,
  response: apiKeyViewSchema,
  responseDescription: "The key",
  errors: ["NOT_FOUND", "VALIDATION_FAILED"],
});

export const getAllowListOperation = defineOperation({
  method: "get",
  path: "/api/admin/agents/{id}/allow-list",
  operationId: "getAllowList",
  tag: "Operator",
  summary: "Get an agent's IP allow list",
  description: "The addresses and CIDR ranges (IPv4, IPv6) the agent's bookings may be saved from, in canonical form.",
  params: ID_PARAMS,
  access: ADMIN,
  response: allowListSchema,
  responseDescription: "The allow list",
  errors: ["NOT_FOUND"],
});

export const replaceAllowListOperation = defineOperation({
  method: "put",
  path: "/api/admin/agents/{id}/allow-list",
  operationId: "replaceAllowList",
  tag: "Operator",
  summary: "Replace an agent's IP allow list",
  description: [
    "The whole list, each entry an address (`203.0.113.7`, `2001:db8::7`) or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`) with an optional note. IPv4-mapped IPv6 (`::ffff:203.0.113.7`) is the IPv4 address it carries.",
    "Entries are stored in canonical form (IPv6 compressed and lower-case; a /32 or /128 is a single address). A bad entry (not an address, a prefix out of range, bits set after the prefix, a duplicate) refuses the whole list with 422 and each bad entry's path (`entries[2].cidr`); nothing is changed.",
    "Saves read the list on every request: the next save from outside it gets 403. An empty list lets no save through. " +
      AUDITED,
  ].join("\n"),
  params: ID_PARAMS,
  access: ADMIN,
  body: allowListSchema,
  response: allowListSchema,
  responseDescription: "The allow list as stored",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const listUsersOperation = defineOperation({
  method: "get",
  path: "/api/admin/users",
  operationId: "listUsers",
  tag: "Operator",
  summary: "List users",
  description: "Agent users, line staff and admins (at most 500), filtered by `role` and by `search` in email or name.",
  access: ADMIN,
  query: userListQuerySchema,
  response: userListSchema,
  responseDescription: "Users",
  errors: ["BAD_REQUEST"],
});

export const createUserOperation = defineOperation({
  method: "post",
  path: "/api/admin/users",
  operationId: "createUser",
  tag: "Operator",
  summary: "Create a user",
  description:
    "An agent user (`agentId`), line staff (`lineId`) or an admin. The answer carries a temporary password this once; hand it to the user over a separate channel. A taken email is 409. " +
    AUDITED,
  access: ADMIN,
  body: createUserSchema,
  response: userCreatedSchema,
  responseDescription: "The user with a temporary password (shown once)",
  errors: ["VALIDATION_FAILED", "NOT_FOUND", "NOT_ALLOWED", "BAD_REQUEST"],
});

export const setUserActiveOperation = defineOperation({
  method: "patch",
  path: "/api/admin/users/{id}",
  operationId: "setUserActive",
  tag: "Operator",
  summary: "Deactivate or reactivate a user",
  description:
    "`active: false` ends the user's sessions and refuses their sign-in; you cannot deactivate yourself or the last active admin. " +
    AUDITED,
  params: ID_PARAMS,
  access: ADMIN,
  body: setUserActiveSchema,
  response: userViewSchema,
  responseDescription: "The user",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const resetUserPasswordOperation = defineOperation({
  method: "post",
  path: "/api/admin/users/{id}/reset-password",
  operationId: "resetUserPassword",
  tag: "Operator",
  summary: "Reset a user's password",
  description:
    "Sets a new temporary password, answered this once, and ends the user's sessions. No body is needed. " + AUDITED,
  params: ID_PARAMS,
  access: ADMIN,
  response: userCreatedSchema,
  responseDescription: "The new temporary password (shown once)",
  errors: ["NOT_FOUND"],
});

export const listAuditEventsOperation = defineOperation({
  method: "get",
  path: "/api/admin/audit",
  operationId: "listAuditEvents",
  tag: "Operator",
  summary: "Audit log",
  description:
    "Changes to agents, API keys, allow lists and users, newest first, 50 at a time: who (user or API key), what, when, from which IP. `nextBefore` continues with the older ones (`before=`).",
  access: ADMIN,
  query: auditQuerySchema,
  response: auditPageSchema,
  responseDescription: "A page of events",
  errors: ["BAD_REQUEST"],
});

export const ADMIN_OPERATIONS = [
  listAgentsOperation,
  createAgentOperation,
  getAgentOperation,
  updateAgentOperation,
  issueApiKeyOperation,
  revokeApiKeyOperation,
  setApiKeyModeOperation,
  getAllowListOperation,
  replaceAllowListOperation,
  listUsersOperation,
  createUserOperation,
  setUserActiveOperation,
  resetUserPasswordOperation,
  listAuditEventsOperation,
];
