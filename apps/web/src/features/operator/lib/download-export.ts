import { ApiError, apiErrorOf, handleApiFailure } from "../../../lib/api-client.ts";
import { fileNameOf, saveBlob } from "../../../lib/download.ts";

/**
 * GETs a file the API answers as an attachment (a user's data export) and hands it to the browser. Failures are
 * ApiErrors as from the API client (401 → logged out) without its snackbar: the caller says what did not work.
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include", headers: { accept: "application/json" } });
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
