// The cookies of a request's Cookie header, in the shape next-auth's getToken reads
// (`getAll()`), for callers that have headers but no framework request object: the portal
// server's early read answers (lib/reads/early-answer.ts).
export interface RequestCookieList {
  getAll(): { name: string; value: string }[];
}

export function requestCookies(headers: Pick<Headers, "get">): RequestCookieList {
  const header = headers.get("cookie") ?? "";
  return {
    getAll: () =>
      header.split(";").flatMap((pair) => {
        const at = pair.indexOf("=");
        if (at <= 0) return [];
        const name = pair.slice(0, at).trim();
        const raw = pair.slice(at + 1).trim();
        let value = raw;
        try {
          value = decodeURIComponent(raw);
        } catch {
          // a value that is not percent-encoding keeps its spelling
        }
        return name ? [{ name, value }] : [];
      }),
  };
}
