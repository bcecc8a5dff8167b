// Credentials the test database is seeded with (never used outside tests).
export const TEST_PASSWORD = "test-password-1";
export const TEST_API_KEYS = {
  agent: "qs_testAgentKey000000000000000000001",
  otherAgent: "qs_testOtherAgentKey0000000000000002",
  admin: "qs_testAdminKey000000000000000000003",
} as const;
export const TEST_USERS = {
  agent: "agent@quayside.test",
  otherAgent: "other.agent@quayside.test",
  staffNrl: "staff.nrl@quayside.test",
  staffAcc: "staff.acc@quayside.test",
  staffMrr: "staff.mrr@quayside.test",
  admin: "admin@quayside.test",
} as const;
