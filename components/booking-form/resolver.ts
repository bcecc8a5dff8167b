// zodResolver over the save's own schema, with one shortcut: a change to one field of an item
// (or of the header) re-checks that item (or the header) alone with the same schema, so typing
// in row 200 of 250 does not re-validate the whole booking on every keystroke.
import { toNestErrors } from "@hookform/resolvers";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from "react-hook-form";
import type { z } from "zod";
import { itemIndexOf } from "@/lib/booking/form/form-paths";
import { bookingItemSchema, extBookingHeaderSchema, extBookingSchema } from "@/lib/booking/message/save-schema";
import type { BookingFormValues } from "@/components/booking-form/form-model";

function partial(schema: z.ZodType, value: unknown, prefix: string, options: ResolverOptions<BookingFormValues>) {
  const result = schema.safeParse(value);
  if (result.success) return { values: {}, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = [prefix, ...issue.path.map(String)].join(".");
    flat[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
}

export function bookingResolver(): Resolver<BookingFormValues> {
  const full = zodResolver(extBookingSchema, undefined, { raw: true }) as Resolver<BookingFormValues>;
  return async (values, context, options) => {
    const name = options.names?.length === 1 ? options.names[0] : null;
    if (name) {
      const i = itemIndexOf(name);
      if (i !== null && name !== `Items.${i}` && values.Items?.[i])
        return partial(bookingItemSchema, values.Items[i], `Items.${i}`, options);
      if (name.startsWith("Header.")) return partial(extBookingHeaderSchema, values.Header, "Header", options);
    }
    return full(values, context, options);
  };
}
