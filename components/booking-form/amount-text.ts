// A decimal amount of the API (Quote, Items[].Price) in the page's language: formatAmount of
// lib/pricing/money, given the locale ("EUR 1,181.25", "1 181,25 EUR").
import type { RenderLocale } from "@/lib/i18n/locales";
import { currencyDecimals, formatMoney, parseAmount } from "@/lib/pricing/money";

export function amountText(amount: number, currency: string, locale: RenderLocale): string {
  const decimals = currencyDecimals(currency) ?? 2;
  const minor = parseAmount(Math.abs(amount).toFixed(decimals), decimals) ?? 0;
  return formatMoney(amount < 0 ? -minor : minor, currency, locale);
}
