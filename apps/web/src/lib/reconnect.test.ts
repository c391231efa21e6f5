import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { refetchAfterReconnect, SETTLE_DELAYS_MS } from "./reconnect.ts";

describe("recovery after the connection returns", () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: "offlineFirst" } } });
    client.mount();
    stop = refetchAfterReconnect(client);
  });
  afterEach(() => {
    stop();
    client.unmount();
    client.clear();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it("tries a query that failed for want of network again shortly after, until it gets an answer", async () => {
    let calls = 0;
    const queryFn = vi.fn(async () => {
      calls++;
      // Offline, then the first try right after the `online` event still fails (the network is not quite back).
      if (calls <= 2) throw new ApiError(0, "NETWORK_ERROR", "Failed to fetch");
      return "fresh";
    });
    const observer = new QueryObserver(client, { queryKey: ["page"], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));

    onlineManager.setOnline(true); // TanStack's own refetch on reconnect: fails once more
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(observer.getCurrentResult().status).toBe("error");
    await vi.advanceTimersByTimeAsync(SETTLE_DELAYS_MS[0]);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe("fresh"));
    // Answered: the later passes leave it alone.
    await vi.advanceTimersByTimeAsync(SETTLE_DELAYS_MS[2]);
    expect(calls).toBe(3);
    unsubscribe();
  });

  it("leaves queries alone that failed with an answer from the server, and stops when offline again", async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(404, "TOURNAMENT_NOT_FOUND", "gone");
    });
    const observer = new QueryObserver(client, { queryKey: ["gone"], queryFn: refused, refetchOnReconnect: false });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(SETTLE_DELAYS_MS[2]);
    expect(refused).toHaveBeenCalledTimes(1);

    const offline = vi.fn(async () => {
      throw new ApiError(0, "NETWORK_ERROR", "Failed to fetch");
    });
    const other = new QueryObserver(client, { queryKey: ["other"], queryFn: offline, refetchOnReconnect: false });
    const stopOther = other.subscribe(() => undefined);
    await vi.waitFor(() => expect(other.getCurrentResult().status).toBe("error"));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(SETTLE_DELAYS_MS[2]);
    expect(offline).toHaveBeenCalledTimes(1);
    unsubscribe();
    stopOther();
  });
});
