import { fileNameFromDisposition } from "@kickoff/domain/file-names.ts";
import { ApiError, apiErrorOf, handleApiFailure } from "./api-client.ts";

/** The file name a server suggests in Content-Disposition (its RFC 5987 `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return fileNameFromDisposition(disposition) ?? fallback;
}

/** Hands bytes to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * POSTs JSON to an API call that answers a file (a PDF) and downloads it. Failures are ApiErrors as from the
 * API client (401 → logged out) without its snackbar: the caller says what did not work.
 */
export async function downloadFromApi(path: string, body: unknown, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/pdf, application/json" },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    const error = new ApiError(0, "NETWORK_ERROR", cause instanceof Error ? cause.message : "Network error");
    handleApiFailure(error, true);
    throw error;
  }
  if (!response.ok) {
    const error = apiErrorOf(response.status, await response.text(), response.statusText);
    handleApiFailure(error, true);
    throw error;
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get("content-disposition"), fallbackName));
}
