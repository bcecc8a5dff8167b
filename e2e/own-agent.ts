// An agent of a test's own, made through the admin API, with one signed-in-able user: for specs
// that judge a whole per-agent view (the home dashboard, the address book) and so must not see
// what other specs, running beside them, book for the demo agents.
import { expect, type APIRequestContext } from "@playwright/test";
import { TEST_API_KEYS } from "./fixtures";

export interface OwnAgent {
  id: number;
  code: string;
  name: string;
  email: string;
  password: string;
}

export async function ownAgent(request: APIRequestContext, label: string): Promise<OwnAgent> {
  const auth = { authorization: `Bearer ${TEST_API_KEYS.admin}` };
  const code = `T${Date.now().toString(36).toUpperCase().slice(-6)}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const name = `${label} ${code}`;
  const bookingPrefix = `Q${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const agent = await request.post("/api/admin/agents", { headers: auth, data: { code, name, bookingPrefix } });
  expect(agent.ok(), await agent.text()).toBe(true);
  const { id } = (await agent.json()) as { id: number };
  // Saves from this machine pass the agent's allow list.
  const allow = await request.put(`/api/admin/agents/${id}/allow-list`, {
    headers: auth,
    data: {
      entries: [
        { cidr: "127.0.0.1/32", note: "e2e" },
        { cidr: "::1/128", note: "e2e" },
      ],
    },
  });
  expect(allow.ok(), await allow.text()).toBe(true);
  const email = `lead+${code.toLowerCase()}@quayside.test`;
  const user = await request.post("/api/admin/users", {
    headers: auth,
    data: { email, name: `Lead ${code}`, role: "AGENT", agentId: id },
  });
  expect(user.ok(), await user.text()).toBe(true);
  return { id, code, name, email, password: (await user.json()).temporaryPassword };
}

/** A party given in full (stored in the agent's address book, matched by its code). */
export const fullParty = (code: string, name: string) => ({ Code: code, Name: name, IsReferenceOnly: false });
