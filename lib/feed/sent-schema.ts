// The line's item updates as the staff page shows them (the outbox with each subscriber's
// delivery state). No server imports.
import type { MilestoneName, ItemUpdateRecord } from "@/lib/feed/milestone-schema";

export interface SentUpdateDelivery {
  endpoint: string;
  status: "PENDING" | "DELIVERED" | "DEAD";
  deliveredAt: string | null;
}

export interface SentUpdateRow {
  id: number;
  createdAt: string;
  milestone: MilestoneName | null;
  record: ItemUpdateRecord;
  agentName: string;
  bookingId: number;
  bookingCode: string;
  deliveries: SentUpdateDelivery[];
}
