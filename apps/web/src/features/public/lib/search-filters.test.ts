import { describe, expect, it } from "vitest";
import { EMPTY_FORM, formFromParams, pageFromParams, paramsFromForm, searchFromForm } from "./search-filters.ts";

describe("discovery filters in the URL", () => {
  it("round-trips every filter and the page through the query string", () => {
    const form = {
      text: "spring cup",
      from: "2030-05-01",
      to: "2030-05-31",
      ageGroup: "U11",
      mode: "knockout",
      country: "DE",
      city: "Bochum",
      registrationOpen: true,
    };
    const params = paramsFromForm(form, 2);
    expect(params.get("page")).toBe("3");
    const back = new URLSearchParams(params.toString());
    expect(formFromParams(back)).toEqual(form);
    expect(pageFromParams(back)).toBe(2);
  });

  it("leaves unset filters out of the URL and reads odd pages as the first", () => {
    expect(paramsFromForm(EMPTY_FORM).toString()).toBe("");
    expect(pageFromParams(new URLSearchParams("page=-3"))).toBe(0);
    expect(pageFromParams(new URLSearchParams("page=abc"))).toBe(0);
    expect(formFromParams(new URLSearchParams("evil=1"))).toEqual(EMPTY_FORM);
  });

  it("builds the API search with the server's schema and names invalid fields", () => {
    const ok = searchFromForm({ ...EMPTY_FORM, country: "de", text: "  cup " }, 1);
    expect(ok).toEqual({ ok: true, search: { page: 1, size: 20, country: "DE", text: "cup" } });
    const bad = searchFromForm({ ...EMPTY_FORM, ageGroup: "eleven", country: "Germany" }, 0);
    expect(bad).toEqual({ ok: false, errors: { ageGroup: "invalid", country: "invalid" } });
    const reversed = searchFromForm({ ...EMPTY_FORM, from: "2030-06-01", to: "2030-05-01" }, 0);
    expect(reversed).toEqual({ ok: false, errors: { to: "beforeFrom" } });
  });
});
