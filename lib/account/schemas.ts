// My account's schemas: the forms use them through zodResolver, the server actions through parse.
// Free of server imports.
import { z } from "zod";
import { timeZoneSchema } from "@/lib/time/time-zone";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { issueWords, wordsOf } from "@/lib/i18n/sentences";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * A password a person chooses (NIST SP 800-63B): length is what counts, no composition rules.
 * At least PASSWORD_MIN: the temporary passwords the portal gives out have 16 characters.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: wordsOf("validation.password.atLeast", { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: wordsOf("validation.atMostChars", { max: PASSWORD_MAX }) })
  .refine((s) => !s.includes("\u0000"), { error: wordsOf("validation.password.nul") });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: wordsOf("validation.password.current") })
      .max(PASSWORD_MAX),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        ...issueWords("custom", "validation.password.differ"),
      });
    if (v.currentPassword && v.newPassword === v.currentPassword)
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        ...issueWords("custom", "validation.password.sameAsCurrent"),
      });
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const accountTimeZoneSchema = z.object({ timeZone: timeZoneSchema });

/** The portal's language: one of ours, or "browser" (none chosen: the browser's Accept-Language). */
export const accountLocaleSchema = z.object({ locale: z.enum([...LOCALES, "browser"]) });
export type AccountLocaleInput = z.infer<typeof accountLocaleSchema>;
export type AccountTimeZoneInput = z.infer<typeof accountTimeZoneSchema>;

export interface AccountView {
  name: string;
  email: string;
  role: "AGENT" | "STAFF" | "ADMIN";
  /** the agent or shipping line the user belongs to */
  org: { kind: "agent" | "line"; name: string } | null;
  timeZone: string;
  /** the language chosen in My account; null: the browser's */
  locale: Locale | null;
}
