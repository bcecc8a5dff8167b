// The server's refusals, one catalogue file per area (lib/i18n/messages/<language>/refusals/):
// an area's refusals are added beside its code without everyone meeting in one long file.
// Composed here for lib/i18n/catalogues.ts and lib/i18n/sentences.ts (decision 120).
import en_request from "@/lib/i18n/messages/en/refusals/request.json" with { type: "json" };
import en_booking from "@/lib/i18n/messages/en/refusals/booking.json" with { type: "json" };
import en_auth from "@/lib/i18n/messages/en/refusals/auth.json" with { type: "json" };
import en_notFound from "@/lib/i18n/messages/en/refusals/notFound.json" with { type: "json" };
import en_form from "@/lib/i18n/messages/en/refusals/form.json" with { type: "json" };
import en_files from "@/lib/i18n/messages/en/refusals/files.json" with { type: "json" };
import en_pricing from "@/lib/i18n/messages/en/refusals/pricing.json" with { type: "json" };
import en_papers from "@/lib/i18n/messages/en/refusals/papers.json" with { type: "json" };
import en_documents from "@/lib/i18n/messages/en/refusals/documents.json" with { type: "json" };
import en_letterhead from "@/lib/i18n/messages/en/refusals/letterhead.json" with { type: "json" };
import en_customs from "@/lib/i18n/messages/en/refusals/customs.json" with { type: "json" };
import en_destinationRules from "@/lib/i18n/messages/en/refusals/destinationRules.json" with { type: "json" };
import en_sailings from "@/lib/i18n/messages/en/refusals/sailings.json" with { type: "json" };
import en_space from "@/lib/i18n/messages/en/refusals/space.json" with { type: "json" };
import en_acceptance from "@/lib/i18n/messages/en/refusals/acceptance.json" with { type: "json" };
import en_lines from "@/lib/i18n/messages/en/refusals/lines.json" with { type: "json" };
import en_feed from "@/lib/i18n/messages/en/refusals/feed.json" with { type: "json" };
import en_tracking from "@/lib/i18n/messages/en/refusals/tracking.json" with { type: "json" };
import en_notifications from "@/lib/i18n/messages/en/refusals/notifications.json" with { type: "json" };
import en_routes from "@/lib/i18n/messages/en/refusals/routes.json" with { type: "json" };
import en_admin from "@/lib/i18n/messages/en/refusals/admin.json" with { type: "json" };
import en_addressBook from "@/lib/i18n/messages/en/refusals/addressBook.json" with { type: "json" };
import en_account from "@/lib/i18n/messages/en/refusals/account.json" with { type: "json" };
import en_team from "@/lib/i18n/messages/en/refusals/team.json" with { type: "json" };
import en_decision from "@/lib/i18n/messages/en/refusals/decision.json" with { type: "json" };
import en_db from "@/lib/i18n/messages/en/refusals/db.json" with { type: "json" };
import fr_request from "@/lib/i18n/messages/fr/refusals/request.json" with { type: "json" };
import fr_booking from "@/lib/i18n/messages/fr/refusals/booking.json" with { type: "json" };
import fr_auth from "@/lib/i18n/messages/fr/refusals/auth.json" with { type: "json" };
import fr_notFound from "@/lib/i18n/messages/fr/refusals/notFound.json" with { type: "json" };
import fr_form from "@/lib/i18n/messages/fr/refusals/form.json" with { type: "json" };
import fr_files from "@/lib/i18n/messages/fr/refusals/files.json" with { type: "json" };
import fr_pricing from "@/lib/i18n/messages/fr/refusals/pricing.json" with { type: "json" };
import fr_papers from "@/lib/i18n/messages/fr/refusals/papers.json" with { type: "json" };
import fr_documents from "@/lib/i18n/messages/fr/refusals/documents.json" with { type: "json" };
import fr_letterhead from "@/lib/i18n/messages/fr/refusals/letterhead.json" with { type: "json" };
import fr_customs from "@/lib/i18n/messages/fr/refusals/customs.json" with { type: "json" };
import fr_destinationRules from "@/lib/i18n/messages/fr/refusals/destinationRules.json" with { type: "json" };
import fr_sailings from "@/lib/i18n/messages/fr/refusals/sailings.json" with { type: "json" };
import fr_space from "@/lib/i18n/messages/fr/refusals/space.json" with { type: "json" };
import fr_acceptance from "@/lib/i18n/messages/fr/refusals/acceptance.json" with { type: "json" };
import fr_lines from "@/lib/i18n/messages/fr/refusals/lines.json" with { type: "json" };
import fr_feed from "@/lib/i18n/messages/fr/refusals/feed.json" with { type: "json" };
import fr_tracking from "@/lib/i18n/messages/fr/refusals/tracking.json" with { type: "json" };
import fr_notifications from "@/lib/i18n/messages/fr/refusals/notifications.json" with { type: "json" };
import fr_routes from "@/lib/i18n/messages/fr/refusals/routes.json" with { type: "json" };
import fr_admin from "@/lib/i18n/messages/fr/refusals/admin.json" with { type: "json" };
import fr_addressBook from "@/lib/i18n/messages/fr/refusals/addressBook.json" with { type: "json" };
import fr_account from "@/lib/i18n/messages/fr/refusals/account.json" with { type: "json" };
import fr_team from "@/lib/i18n/messages/fr/refusals/team.json" with { type: "json" };
import fr_decision from "@/lib/i18n/messages/fr/refusals/decision.json" with { type: "json" };
import fr_db from "@/lib/i18n/messages/fr/refusals/db.json" with { type: "json" };

export const englishRefusals = {
  request: en_request,
  booking: en_booking,
  auth: en_auth,
  notFound: en_notFound,
  form: en_form,
  files: en_files,
  pricing: en_pricing,
  papers: en_papers,
  documents: en_documents,
  letterhead: en_letterhead,
  customs: en_customs,
  destinationRules: en_destinationRules,
  sailings: en_sailings,
  space: en_space,
  acceptance: en_acceptance,
  lines: en_lines,
  feed: en_feed,
  tracking: en_tracking,
  notifications: en_notifications,
  routes: en_routes,
  admin: en_admin,
  addressBook: en_addressBook,
  account: en_account,
  team: en_team,
  decision: en_decision,
  db: en_db,
};

/** French, shaped as the English (a missing key fails the type check). */
export const frenchRefusals: typeof englishRefusals = {
  request: fr_request,
  booking: fr_booking,
  auth: fr_auth,
  notFound: fr_notFound,
  form: fr_form,
  files: fr_files,
  pricing: fr_pricing,
  papers: fr_papers,
  documents: fr_documents,
  letterhead: fr_letterhead,
  customs: fr_customs,
  destinationRules: fr_destinationRules,
  sailings: fr_sailings,
  space: fr_space,
  acceptance: fr_acceptance,
  lines: fr_lines,
  feed: fr_feed,
  tracking: fr_tracking,
  notifications: fr_notifications,
  routes: fr_routes,
  admin: fr_admin,
  addressBook: fr_addressBook,
  account: fr_account,
  team: fr_team,
  decision: fr_decision,
  db: fr_db,
};
