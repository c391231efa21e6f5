import type { FilePurpose, StoredFile } from "@kickoff/domain/file-contracts.ts";
import { ApiError, apiErrorOf, apiRequest, handleApiFailure } from "./api-client.ts";

/** GET /api/v1/files/{id}: where a stored file (a logo) is served. */
export const fileUrl = (id: string) => `/api/v1/files/${encodeURIComponent(id)}`;

export type UploadOptions = {
  purpose?: FilePurpose;
  /** 0…100 while the bytes go up (the server's re-encoding follows at 100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/v1/files/upload with XMLHttpRequest, the one browser API that reports upload progress. Failures
 * become ApiErrors like the API client's (401 → logged out); the caller shows them, so there is no snackbar.
 */
export function uploadFile(file: File, { purpose = "logo", onProgress, signal }: UploadOptions = {}) {
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1/files/upload?purpose=${purpose}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    const fail = (error: ApiError) => {
      handleApiFailure(error, true);
      reject(error);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          resolve(JSON.parse(xhr.responseText) as StoredFile);
        } catch {
          fail(new ApiError(xhr.status, "INVALID_RESPONSE", "The answer could not be read"));
        }
        return;
      }
      fail(apiErrorOf(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => fail(new ApiError(0, "NETWORK_ERROR", "Network error"));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("Upload aborted", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** POST /api/v1/files/delete: the caller's own file; failures are the caller's to ignore or show. */
export const deleteFile = (id: string) =>
  apiRequest<{ ok: true }>("/api/v1/files/delete", { method: "POST", body: { id }, silent: true });
