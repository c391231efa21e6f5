import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, setUnauthorizedHandler } from "./api-client.ts";

const answer = (status: number, body: unknown = { error: { code: "X", message: "x" } }) =>
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
});
