// Sharing a public page's link: the phone's share sheet where there is one, else the clipboard. One rule for the
// app's share button (components/share-button.tsx) and the lean public page (public-page/public-page.ts).

/** What happened: shared (or the visitor closed the sheet), copied, or neither (the link must be shown to copy). */
export type ShareOutcome = "shared" | "copied" | "failed";

export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Other failures fall back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return "shared";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}
