// The sign-in form's schema: used by the form (zodResolver) and by next-auth's authorize().
import { z } from "zod";

export const signInSchema = z.object({
  email: z.email("Enter a valid email address").transform((s) => s.trim().toLowerCase()),
  password: z.string().min(1, "Enter your password"),
});
