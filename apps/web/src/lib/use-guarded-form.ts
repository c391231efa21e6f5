// What the public forms that need no account share (contact, team registration): the draft and its field
// messages, the time the form has been open (the server drops forms sent faster, as bots do), the focus on the
// first error and on the confirmation, and one way of sending that puts a refusal next to its field.
import { useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client.ts";
import { type FieldErrors, genericErrorMessage, issuesOfFields } from "./form-errors.ts";
import { showSnackbar } from "./snackbar.ts";
import { useFocusFirstError } from "./use-focus-first-error.ts";

type Issues = ReturnType<typeof issuesOfFields>;

export function useGuardedForm<D extends object>(initial: () => D, visibleFields: readonly string[]) {
  const [draft, setDraft] = useState<D>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Fields changed since the last check: their old message is hidden (without a new errors object, which would
  // move the focus to the next invalid field while the user is typing).
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const openedAt = useRef(performance.now());
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  useFocusFirstError(formRef, fieldErrors);

  useEffect(() => {
    if (sentTo === null) return;
    // Announced by role=status; the focus follows for keyboard users, scrolling only as far as needed.
    confirmationRef.current?.focus({ preventScroll: true });
    confirmationRef.current?.scrollIntoView({ block: "nearest" });
  }, [sentTo]);

  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setEdited((e) => (e.has(key as string) ? e : new Set(e).add(key as string)));
  };
  const errorOf = (key: keyof D) => (edited.has(key as string) ? undefined : fieldErrors[key as string]);
  const showErrors = (errors: FieldErrors) => {
    setEdited(new Set());
    setFieldErrors(errors);
  };

  /**
   * Sends the checked form; `email` is named in the confirmation. A refusal `explain` does not handle itself shows
   * next to its fields (the server's field list, read by `fieldErrorsOf`), or, for fields the form does not show
   * (a stale build's body), in the snackbar.
   */
  const send = async (
    email: string,
    post: () => Promise<unknown>,
    explain: (error: unknown) => boolean,
    fieldErrorsOf: (issues: Issues) => FieldErrors,
  ) => {
    showErrors({});
    setBusy(true);
    try {
      await post();
      setSentTo(email);
    } catch (error) {
      if (explain(error)) return;
      const errors = error instanceof ApiError ? fieldErrorsOf(issuesOfFields(error.fields)) : {};
      if (visibleFields.some((field) => field in errors)) showErrors(errors);
      else showSnackbar(genericErrorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };

  /** Another message: the next draft (keeping who sends it), the form again, its fill time from now. */
  const again = (next: (d: D) => D) => {
    setDraft(next);
    setSentTo(null);
    openedAt.current = performance.now();
  };

  return {
    draft,
    setDraft,
    set,
    errorOf,
    showErrors,
    busy,
    sentTo,
    fillMs: () => performance.now() - openedAt.current,
    formRef,
    confirmationRef,
    send,
    again,
  };
}
