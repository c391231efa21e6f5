import { ContactSchema } from "@kickoff/domain/contact-contracts.ts";
import { describe, expect, it } from "vitest";
import { issuesOfFields } from "../../../lib/form-errors.ts";
import { contactBody, contactFieldErrors, emptyDraft, issueKey } from "./contact-form-model.ts";

const known = (key: string) => key.startsWith("pages.contact.errors.");
const t = (key: string) => `T(${key})`;

describe("contact form model", () => {
  it("prefills name and e-mail and leaves the rest empty", () => {
    expect(emptyDraft({ name: "Jana", email: "jana@example.org" })).toEqual({
      name: "Jana",
      email: "jana@example.org",
      subject: "",
      message: "",
      rating: 0,
      website: "",
    });
  });

  it("sends no rating for zero stars, the language and whole milliseconds", () => {
    const draft = { ...emptyDraft(), name: "A", email: "a@b.org", subject: "S", message: "M" };
    expect(contactBody(draft, "tr", 4321.7)).toMatchObject({ rating: null, language: "tr", fillMs: 4322 });
    expect(contactBody({ ...draft, rating: 3 }, "de", -5)).toMatchObject({ rating: 3, fillMs: 0 });
    expect(ContactSchema.safeParse(contactBody(draft, "de", 5000)).success).toBe(true);
  });

  it("names each field with the contract's key, or a generic one", () => {
    const parsed = ContactSchema.safeParse(contactBody({ ...emptyDraft(), email: "nope" }, "en", 0));
    expect(parsed.success).toBe(false);
    const errors = contactFieldErrors(parsed.error?.issues ?? [], t, known);
    expect(errors).toMatchObject({
      name: "T(pages.contact.errors.required)",
      email: "T(pages.contact.errors.emailInvalid)",
      subject: "T(pages.contact.errors.required)",
      message: "T(pages.contact.errors.required)",
    });
    expect(issueKey({ path: ["message"], message: "must not contain NUL characters" }, known)).toBe(
      "pages.contact.errors.invalid",
    );
    expect(issueKey({ path: ["x"], message: "Too big", code: "too_big" }, known)).toBe("pages.contact.errors.tooLong");
  });

  it("reads the server's field list", () => {
    const errors = contactFieldErrors(
      issuesOfFields([{ field: "email", message: "pages.contact.errors.emailInvalid" }]),
      t,
      known,
    );
    expect(errors).toEqual({ email: "T(pages.contact.errors.emailInvalid)" });
  });
});
