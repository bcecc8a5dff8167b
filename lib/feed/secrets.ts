import "server-only";
// Signing secrets (Standard Webhooks: "whsec_" + base64 of 24–64 random bytes) and the headers
// of one signed post. While a secret is being rotated a post carries two signatures, so a
// receiver can switch to the new secret at its own pace.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** How long posts keep a signature with the secret before a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
export const newWebhookId = () => `msg_${randomBytes(16).toString("base64url")}`;

export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/** The secrets a post is signed with at `now`: the current one, and the previous while it overlaps. */
export function activeSecrets(s: SigningSecrets, now: Date): string[] {
  const overlap = s.previousSecret && s.previousSecretUntil && s.previousSecretUntil > now;
  return overlap ? [s.secret, s.previousSecret!] : [s.secret];
}

export function signedHeaders(secrets: string[], webhookId: string, at: Date, body: string): Record<string, string> {
  const signature = secrets.map((secret) => new Webhook(secret).sign(webhookId, at, body)).join(" ");
  return {
    "content-type": "application/json",
    "webhook-id": webhookId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signature,
  };
}
