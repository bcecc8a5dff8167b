// Notifications' operations: the one-click unsubscribe of the e-mails (RFC 8058). The portal's
// own pages use server actions (lib/actions/notifications.ts). Listed in ./index.ts.
import { z } from "zod";
import { defineOperation } from "@/lib/core/operation";
import { channelSchema, kindSchema } from "@/lib/notifications/kinds";

export const unsubscribeQuerySchema = z.object({
  u: z.coerce.number().int().min(1).max(2147483647).meta({ description: "The user" }),
  k: z.string().max(40).meta({ description: "The event type" }),
  t: z.string().max(100).meta({ description: "The link's token" }),
});

export const unsubscribedSchema = z.object({ kind: kindSchema, channel: channelSchema }).meta({ id: "Unsubscribed" });

export const unsubscribeOperation = defineOperation({
  method: "post",
  path: "/api/notifications/unsubscribe",
  operationId: "unsubscribeNotifications",
  tag: "Notifications",
  summary: "One-click unsubscribe from a type of notification e-mail",
  description:
    "The target of a notification e-mail's `List-Unsubscribe` header (RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to it). The query's token is the link's own; from then on that user hears of that event type in the portal only. Any body is ignored. A link that is not valid answers 404.",
  access: "public",
  query: unsubscribeQuerySchema,
  response: unsubscribedSchema,
  responseDescription: "E-mail of this type is off for the user",
  errors: ["NOT_FOUND", "BAD_REQUEST"],
});

export const NOTIFICATION_OPERATIONS = [unsubscribeOperation];
