// The sign-in form's schema: used by the form (zodResolver) and by next-auth's authorize().
import { z } from "zod";
import { wordsOf } from "@/lib/i18n/sentences";

export const signInSchema = z.object({
  email: z.email({ error: wordsOf("validation.signIn.email") }).transform((s) => s.trim().toLowerCase()),
  password: z.string().min(1, { error: wordsOf("validation.signIn.password") }),
});
