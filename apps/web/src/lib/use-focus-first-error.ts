import { type RefObject, useEffect } from "react";

/**
 * After a submit that found errors, move the focus to the first invalid field (in page order) and
 * scroll it to the middle of the screen: on a phone the first error is often far above the submit
 * button, out of sight, and a screen reader would otherwise stay on the button. Fields mark
 * themselves with `aria-invalid` (Mantine inputs do with `error`; a Checkbox needs it passed).
 * `errors` must be a new object per submit, so that a second failing submit focuses again.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, errors: Record<string, string>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const field = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // Our own scroll, not focus()'s: "center" keeps the label and the message clear of the fixed header.
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
  }, [errors, container]);
}
