// What a person must never read in a refusal the portal shows (issue 37): an API path
// (`Header.…`, `Items[…]`), an ISO timestamp, or revenue tons to three decimals. Used by the tests
// of the form's refusals and of the sailing search.

export const API_TEXT: readonly RegExp[] = [
  /\bHeader\./,
  /\bItems\[/,
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
  /\d+\.\d{3}\s*RT/,
];

/** The first pattern of API text in `text`, or null when it reads as words. */
export const apiTextIn = (text: string): RegExp | null => API_TEXT.find((p) => p.test(text)) ?? null;
