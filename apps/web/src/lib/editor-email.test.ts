import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { checkEditorEmail, editorErrorFromApi } from "./editor-email.ts";

const context = { ownEmail: "Owner@Example.test", editorEmails: ["anna@example.test"] };

describe("checkEditorEmail", () => {
  it("accepts a well-formed address of somebody new (surrounding spaces and case do not matter)", () => {
    expect(checkEditorEmail("  Bert@Example.test ", context)).toBeNull();
  });

  it("names what is wrong before anything is sent", () => {
    expect(checkEditorEmail("   ", context)).toBe("required");
    expect(checkEditorEmail("bert", context)).toBe("invalid");
    expect(checkEditorEmail("bert@example", context)).toBe("invalid");
    expect(checkEditorEmail("be rt@example.test", context)).toBe("invalid");
    expect(checkEditorEmail(`${"a".repeat(250)}@x.de`, context)).toBe("invalid");
    expect(checkEditorEmail("owner@example.TEST", context)).toBe("self");
    expect(checkEditorEmail("ANNA@example.test", context)).toBe("already");
  });

  it("without a known own address only the list is checked", () => {
    expect(checkEditorEmail("owner@example.test", { ownEmail: null, editorEmails: [] })).toBeNull();
  });

  // Formerly the event page's own check (checkInviteEmail): the same answers.
  it("checks an event invitation the same way", () => {
    const known = { ownEmail: "Me@x.de", editorEmails: ["ed@x.de"] };
    expect(checkEditorEmail(" ", known)).toBe("required");
    expect(checkEditorEmail("nope", known)).toBe("invalid");
    expect(checkEditorEmail("me@X.de", known)).toBe("self");
    expect(checkEditorEmail("ED@x.de ", known)).toBe("already");
    expect(checkEditorEmail("new@x.de", known)).toBeNull();
  });
});

describe("editorErrorFromApi", () => {
  it("turns the server's refusals into the form's messages", () => {
    expect(editorErrorFromApi(new ApiError(404, "USER_NOT_FOUND", "x"))).toBe("userNotFound");
    expect(editorErrorFromApi(new ApiError(409, "ALREADY_EDITOR", "x"))).toBe("already");
    expect(editorErrorFromApi(new ApiError(409, "ALREADY_OWNER", "x"))).toBe("self");
    expect(editorErrorFromApi(new ApiError(400, "VALIDATION_FAILED", "email: invalid"))).toBe("invalid");
    expect(editorErrorFromApi(new ApiError(404, "TOURNAMENT_NOT_FOUND", "x"))).toBe("notFound");
    expect(editorErrorFromApi(new ApiError(403, "FORBIDDEN", "x"))).toBe("forbidden");
    expect(editorErrorFromApi(new ApiError(429, "RATE_LIMITED", "x"))).toBe("tooMany");
    expect(editorErrorFromApi(new ApiError(500, "INTERNAL", "x"))).toBe("failed");
    expect(editorErrorFromApi(new ApiError(0, "NETWORK_ERROR", "x"))).toBe("failed");
    expect(editorErrorFromApi(new Error("boom"))).toBe("failed");
  });

  // Formerly the event page's own mapping (inviteErrorOf), whose "notFound" meant the unknown user.
  it("maps an event invitation's refusals, and a deleted event", () => {
    expect(editorErrorFromApi(new ApiError(404, "USER_NOT_FOUND", "x"))).toBe("userNotFound");
    expect(editorErrorFromApi(new ApiError(409, "ALREADY_EDITOR", "x"))).toBe("already");
    expect(editorErrorFromApi(new ApiError(409, "ALREADY_OWNER", "x"))).toBe("self");
    expect(editorErrorFromApi(new ApiError(429, "RATE_LIMITED", "x"))).toBe("tooMany");
    expect(editorErrorFromApi(new ApiError(404, "EVENT_NOT_FOUND", "x"))).toBe("notFound");
  });
});
