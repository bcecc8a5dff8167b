// What a booking page's server action answers: done, or why not in words (never a thrown error,
// which the browser would show as a crash).
export type ActionResult = { ok: true; message: string } | { ok: false; error: string };
