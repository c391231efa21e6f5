import { VenueListSchema } from "@kickoff/domain/account-views.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorOf, apiRequest, apiRequestParsed, setUnauthorizedHandler } from "./api-client.ts";

const answer = (status: number, body: unknown = { error: { code: "INTERNAL", message: "x" } }) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries a GET once on 503, with credentials", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("/api/v1/x", { silent: true })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("does not retry a POST and reports the status", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(503));
    vi.stubGlobal("fetch", fetchMock);
    const error = await apiRequest("/api/v1/x", { method: "POST", body: {}, silent: true }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns a 401 into the unauthorized handler", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(401)));
    await expect(apiRequest("/api/v1/x", { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("keeps the invalid fields of a 400 and drops malformed entries", async () => {
    const body = {
      error: {
        code: "VALIDATION_FAILED",
        message: "venue.city: too long",
        fields: [{ field: "venue.city", message: "too long" }, { field: 3 }, "name"],
      },
    };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(400, body)));
    const error = (await apiRequest("/api/v1/x", { method: "PUT", body: {}, silent: true }).catch(
      (e) => e,
    )) as ApiError;
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields).toEqual([{ field: "venue.city", message: "too long" }]);
  });

  it("an answer that is not JSON still becomes an ApiError with the status", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html>bad gateway</html>", { status: 502 })));
    const error = (await apiRequest("/api/v1/x", { method: "POST", body: {}, silent: true }).catch(
      (e) => e,
    )) as ApiError;
    expect(error).toMatchObject({ status: 502, code: "HTTP_ERROR", fields: [] });
  });

  it("sends extra headers; a 401 of a call with its own credentials does not log the user out", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer(401, { error: { code: "REPORTER_TOKEN_INVALID", message: "x" } }));
    vi.stubGlobal("fetch", fetchMock);
    const error = (await apiRequest("/api/v1/x", {
      headers: { "x-reporter-token": "abc" },
      ownCredentials: true,
      silent: true,
    }).catch((e) => e)) as ApiError;
    expect(error.code).toBe("REPORTER_TOKEN_INVALID");
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ "x-reporter-token": "abc" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps a code of the API's closed list; a code this build does not know becomes HTTP_ERROR", () => {
    const body = (code: unknown) => JSON.stringify({ error: { code, message: "m" } });
    expect(apiErrorOf(409, body("PLAN_CHANGED")).code).toBe("PLAN_CHANGED");
    expect(apiErrorOf(409, body("SOMETHING_NEWER")).code).toBe("HTTP_ERROR");
    expect(apiErrorOf(409, body(42)).code).toBe("HTTP_ERROR");
  });

  it("parses an answer with its domain contract: the typed data, or INVALID_RESPONSE when it does not match", async () => {
    const venue = {
      id: "0b7c5a52-9d0e-4c55-8f43-2f6f1c0d9a11",
      name: "Sportpark",
      street: "",
      postalCode: "",
      city: "Köln",
      country: "DE",
      pitches: ["A"],
      pitchCount: 1,
      surface: "grass",
      indoor: false,
      latitude: null,
      longitude: null,
    };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(200, { venues: [venue] })));
    await expect(apiRequestParsed("/api/v1/user/uspielstaette", VenueListSchema, { silent: true })).resolves.toEqual({
      venues: [venue],
    });

    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(200, { venues: [{ ...venue, pitches: "A" }] })));
    const error = await apiRequestParsed("/api/v1/user/uspielstaette", VenueListSchema, { silent: true }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "INVALID_RESPONSE" });
  });
});
