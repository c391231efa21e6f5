import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type ApiErrorCode, setUnauthorizedHandler } from "../lib/api-client.ts";
import { fileNameOf } from "../lib/download.ts";
import { fileUrl, uploadFile } from "../lib/upload.ts";
import { uploadErrorKey } from "./logo-upload.tsx";

/** A stand-in XMLHttpRequest that records the request and answers as told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string; progress?: Array<[number, number]> } = { status: 201, body: "{}" };
  method = "";
  url = "";
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.sent = body;
    const { status, body: text, progress = [] } = FakeXhr.answer;
    queueMicrotask(() => {
      for (const [loaded, total] of progress) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      this.status = status;
      this.responseText = text;
      this.onload?.();
    });
  }
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });

describe("uploadFile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the file as multipart field `file` with credentials and reports progress", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const stored = {
      id: "7d0c7f3e-8f0b-4a43-9f57-4c8d0f6c2b11",
      url: "/x",
      width: 10,
      height: 10,
      contentType: "image/png",
    };
    FakeXhr.answer = {
      status: 201,
      body: JSON.stringify(stored),
      progress: [
        [50, 200],
        [200, 200],
      ],
    };
    const progress: number[] = [];
    await expect(uploadFile(png(), { onProgress: (p) => progress.push(p) })).resolves.toEqual(stored);
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/v1/files/upload?purpose=logo");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent?.get("file")).toBeInstanceOf(File);
    expect((xhr.sent?.get("file") as File | undefined)?.name).toBe("logo.png");
    expect(progress).toEqual([25, 100]);
  });

  it("turns an error answer into an ApiError with the server's code, and a 401 into logged out", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.answer = { status: 413, body: JSON.stringify({ error: { code: "FILE_TOO_LARGE", message: "file: …" } }) };
    const error = await uploadFile(png()).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: "FILE_TOO_LARGE" });
    expect(uploadErrorKey(error)).toBe("common.upload.errors.tooLarge");

    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    FakeXhr.answer = {
      status: 401,
      body: JSON.stringify({ error: { code: "UNAUTHORIZED", message: "Login required" } }),
    };
    const denied = await uploadFile(png()).catch((e) => e);
    expect(uploadErrorKey(denied)).toBe("common.upload.errors.loginRequired");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("maps each refusal to its own message", () => {
    const key = (status: number, code: ApiErrorCode) => uploadErrorKey(new ApiError(status, code, ""));
    expect(key(415, "UNSUPPORTED_FILE_TYPE")).toBe("common.upload.errors.wrongType");
    expect(key(415, "UNREADABLE_IMAGE")).toBe("common.upload.errors.unreadable");
    expect(key(429, "RATE_LIMITED")).toBe("common.upload.errors.rateLimited");
    expect(key(409, "FILE_QUOTA_EXCEEDED")).toBe("common.upload.errors.quota");
    expect(key(500, "INTERNAL")).toBe("common.upload.errors.failed");
    expect(uploadErrorKey(new Error("boom"))).toBe("common.upload.errors.failed");
  });
});

describe("file helpers", () => {
  it("builds file URLs and reads download names", () => {
    expect(fileUrl("abc")).toBe("/api/v1/files/abc");
    expect(fileNameOf('attachment; filename="spielplan-spring-cup.pdf"', "x.pdf")).toBe("spielplan-spring-cup.pdf");
    expect(fileNameOf(null, "x.pdf")).toBe("x.pdf");
    // The RFC 5987 name keeps the letters the plain fallback has to spell out.
    expect(
      fileNameOf(
        `attachment; filename="Spielplan-SC-Brueck.pdf"; filename*=UTF-8''Spielplan-SC-Br%C3%BCck.pdf`,
        "x.pdf",
      ),
    ).toBe("Spielplan-SC-Brück.pdf");
  });
});
