import { describe, expect, it } from "vitest";
import { shouldRetry } from "./retry-policy.ts";

describe("retry policy", () => {
  it.each(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "get"])("retries %s once on 503", (method) => {
    expect(shouldRetry(method, 503, 0)).toBe(true);
    expect(shouldRetry(method, 503, 1)).toBe(false);
  });
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET on %i", (status) => {
    expect(shouldRetry("GET", status, 0)).toBe(true);
  });
  it.each([400, 401, 403, 404, 422, 501])("does not retry on %i", (status) => {
    expect(shouldRetry("GET", status, 0)).toBe(false);
  });
  it.each(["POST", "PATCH"])("never retries %s by default", (method) => {
    expect(shouldRetry(method, 503, 0)).toBe(false);
    expect(shouldRetry(method, 503, 0, true)).toBe(true);
  });
});
