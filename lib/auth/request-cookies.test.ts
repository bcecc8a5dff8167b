import { describe, expect, it } from "vitest";
import { requestCookies } from "@/lib/auth/request-cookies";

describe("requestCookies", () => {
  it("reads every name=value pair of the Cookie header, decoded, and skips what is not one", () => {
    const cookies = requestCookies(
      new Headers({ cookie: "theme=dark; next-auth.session-token=a.b.c; bad; =x; q=%7Bok%7D; broken=%E0%A4%A" }),
    );
    expect(cookies.getAll()).toEqual([
      { name: "theme", value: "dark" },
      { name: "next-auth.session-token", value: "a.b.c" },
      { name: "q", value: "{ok}" },
      { name: "broken", value: "%E0%A4%A" },
    ]);
    expect(requestCookies(new Headers()).getAll()).toEqual([]);
  });
});
