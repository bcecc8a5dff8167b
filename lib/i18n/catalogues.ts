// The message catalogues, one JSON file per namespace and language (decision 119). A namespace is
// an area of the portal; add its file in both languages and list it here. English is the source:
// its shape types every key (types/next-intl.d.ts), and lib/i18n/catalogues.test.ts fails when the
// French lacks a key, has one too many, or names other arguments.
import en_common from "@/lib/i18n/messages/en/common.json" with { type: "json" };
import en_shell from "@/lib/i18n/messages/en/shell.json" with { type: "json" };
import en_signin from "@/lib/i18n/messages/en/signin.json" with { type: "json" };
import en_account from "@/lib/i18n/messages/en/account.json" with { type: "json" };
import en_bookingForm from "@/lib/i18n/messages/en/bookingForm.json" with { type: "json" };
import en_bookings from "@/lib/i18n/messages/en/bookings.json" with { type: "json" };
import en_reference from "@/lib/i18n/messages/en/reference.json" with { type: "json" };
import en_line from "@/lib/i18n/messages/en/line.json" with { type: "json" };
import en_admin from "@/lib/i18n/messages/en/admin.json" with { type: "json" };
import en_papers from "@/lib/i18n/messages/en/papers.json" with { type: "json" };
import en_track from "@/lib/i18n/messages/en/track.json" with { type: "json" };
import en_notifications from "@/lib/i18n/messages/en/notifications.json" with { type: "json" };
import en_emails from "@/lib/i18n/messages/en/emails.json" with { type: "json" };
import en_documents from "@/lib/i18n/messages/en/documents.json" with { type: "json" };
import en_validation from "@/lib/i18n/messages/en/validation.json" with { type: "json" };
import fr_common from "@/lib/i18n/messages/fr/common.json" with { type: "json" };
import fr_shell from "@/lib/i18n/messages/fr/shell.json" with { type: "json" };
import fr_signin from "@/lib/i18n/messages/fr/signin.json" with { type: "json" };
import fr_account from "@/lib/i18n/messages/fr/account.json" with { type: "json" };
import fr_bookingForm from "@/lib/i18n/messages/fr/bookingForm.json" with { type: "json" };
import fr_bookings from "@/lib/i18n/messages/fr/bookings.json" with { type: "json" };
import fr_reference from "@/lib/i18n/messages/fr/reference.json" with { type: "json" };
import fr_line from "@/lib/i18n/messages/fr/line.json" with { type: "json" };
import fr_admin from "@/lib/i18n/messages/fr/admin.json" with { type: "json" };
import fr_papers from "@/lib/i18n/messages/fr/papers.json" with { type: "json" };
import fr_track from "@/lib/i18n/messages/fr/track.json" with { type: "json" };
import fr_notifications from "@/lib/i18n/messages/fr/notifications.json" with { type: "json" };
import fr_emails from "@/lib/i18n/messages/fr/emails.json" with { type: "json" };
import fr_documents from "@/lib/i18n/messages/fr/documents.json" with { type: "json" };
import { englishRefusals, frenchRefusals } from "@/lib/i18n/refusal-catalogue";
import fr_validation from "@/lib/i18n/messages/fr/validation.json" with { type: "json" };

export const englishMessages = {
  common: en_common,
  shell: en_shell,
  signin: en_signin,
  account: en_account,
  bookingForm: en_bookingForm,
  bookings: en_bookings,
  reference: en_reference,
  line: en_line,
  admin: en_admin,
  papers: en_papers,
  track: en_track,
  notifications: en_notifications,
  emails: en_emails,
  documents: en_documents,
  refusals: englishRefusals,
  validation: en_validation,
};

export type Messages = typeof englishMessages;

/** French, shaped as the English: a key the French lacks fails the type check (and the test). */
export const frenchMessages: Messages = {
  common: fr_common,
  shell: fr_shell,
  signin: fr_signin,
  account: fr_account,
  bookingForm: fr_bookingForm,
  bookings: fr_bookings,
  reference: fr_reference,
  line: fr_line,
  admin: fr_admin,
  papers: fr_papers,
  track: fr_track,
  notifications: fr_notifications,
  emails: fr_emails,
  documents: fr_documents,
  refusals: frenchRefusals,
  validation: fr_validation,
};
