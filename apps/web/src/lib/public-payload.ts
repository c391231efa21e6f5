import { ApiError, apiErrorOf } from "./api-client.ts";

/**
 * Header the service worker (src/sw.ts) adds when it answers a public page's payload from its copy because the
 * network failed; its value is the ISO time the copy was stored.
 */
export const OFFLINE_COPY_HEADER = "x-kickoff-offline-copy";

/**
 * GET a public page's payload (a tournament's, a festival's). Not through apiRequest: the page needs the service
 * worker's offline-copy header, and a failure (an ApiError; status 0 without network) is shown on the page, without
 * a snackbar. The browser revalidates with the server's ETag by itself.
 */
export async function fetchPublicPayload<T>(
  url: string,
  signal?: AbortSignal,
): Promise<{ data: T; offlineCopyFrom: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "include", headers: { accept: "application/json" }, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "NETWORK_ERROR", cause instanceof Error ? cause.message : "Network error");
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.text().catch(() => ""));
  return { data: (await response.json()) as T, offlineCopyFrom: response.headers.get(OFFLINE_COPY_HEADER) };
}
