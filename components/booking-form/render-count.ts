// Render counts for the booking-form benchmark (scripts/bench/booking-form.ts): it sets
// window.__bookingFormRenders = {} and reads how many renders a keystroke caused. Off otherwise.
declare global {
  interface Window {
    __bookingFormRenders?: Record<string, number>;
    /** the form's full client validation, offered to the benchmark only */
    __bookingFormBench?: { validate: () => Promise<boolean> };
  }
}

export function countRender(what: string) {
  if (typeof window === "undefined" || !window.__bookingFormRenders) return;
  window.__bookingFormRenders[what] = (window.__bookingFormRenders[what] ?? 0) + 1;
}
