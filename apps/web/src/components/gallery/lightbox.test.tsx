import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Lightbox, type LightboxPhoto } from "./lightbox.tsx";
import { lightboxKeyAction, swipeAction, wrapIndex } from "./lightbox-keys.ts";

// The lightbox by keyboard: arrows step and wrap at both ends, Home/End jump, Escape closes and focus goes back to
// the thumbnail of the photo shown last; Tab stays inside the dialog.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe("lightbox rules", () => {
  it("wraps the index at both ends", () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it("maps keys and swipes to actions", () => {
    expect(lightboxKeyAction("ArrowLeft")).toBe("previous");
    expect(lightboxKeyAction("ArrowRight")).toBe("next");
    expect(lightboxKeyAction("Escape")).toBe("close");
    expect(lightboxKeyAction("Tab")).toBeNull();
    expect(swipeAction(-80, 10)).toBe("next");
    expect(swipeAction(80, -5)).toBe("previous");
    expect(swipeAction(20, 0)).toBeNull();
    expect(swipeAction(-60, 120)).toBeNull();
  });
});

const photos: LightboxPhoto[] = ["a", "b", "c"].map((name, i) => ({
  src: `/photos/${name}.webp`,
  width: 800,
  height: 600,
  alt: `Photo ${i + 1} of 3`,
  caption: i === 1 ? "Kick-off of the final" : "",
}));
const labels = {
  previous: "Previous photo",
  next: "Next photo",
  close: "Close",
  position: (n: number, total: number) => `Photo ${n} of ${total}`,
};

let root: Root | null = null;
let host: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = "";
});

/** Three thumbnails; Enter on one opens the lightbox there, as the album page does. */
function Gallery() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {photos.map((p, i) => (
        <button key={p.src} type="button" data-thumb={i} onClick={() => setOpen(i)}>
          {p.alt}
        </button>
      ))}
      {open !== null ? (
        <Lightbox
          photos={photos}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          labels={labels}
          returnFocus={(i) => document.querySelector<HTMLElement>(`[data-thumb="${i}"]`)}
        />
      ) : null}
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const press = (key: string, shiftKey = false) =>
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true }),
    );
  });

describe("Lightbox", () => {
  it("steps with the arrow keys, wraps, closes with Escape and returns focus to the last photo's thumbnail", () => {
    host = document.createElement("div");
    document.body.append(host);
    act(() => {
      root = createRoot(host as HTMLDivElement);
      root.render(<Gallery />);
    });
    const second = document.querySelector<HTMLElement>('[data-thumb="1"]');
    second?.focus();
    act(() => second?.click());
    expect(dialog()?.getAttribute("aria-modal")).toBe("true");
    expect(dialog()?.getAttribute("aria-label")).toBe("Photo 2 of 3");
    expect(dialog()?.textContent).toContain("Kick-off of the final");
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe("hidden");

    press("ArrowRight");
    expect(dialog()?.getAttribute("aria-label")).toBe("Photo 3 of 3");
    press("ArrowRight");
    expect(dialog()?.getAttribute("aria-label")).toBe("Photo 1 of 3");
    expect(dialog()?.querySelector("img")?.getAttribute("src")).toBe("/photos/a.webp");
    press("ArrowLeft");
    expect(dialog()?.getAttribute("aria-label")).toBe("Photo 3 of 3");
    press("Home");
    expect(dialog()?.getAttribute("aria-label")).toBe("Photo 1 of 3");

    // Tab from the last button goes round to the first, Shift+Tab from the first to the last.
    const buttons = [...(dialog()?.querySelectorAll("button") ?? [])];
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["Previous photo", "Next photo", "Close"]);
    buttons[2]?.focus();
    press("Tab");
    expect(document.activeElement).toBe(buttons[0]);
    press("Tab", true);
    expect(document.activeElement).toBe(buttons[2]);

    act(() => buttons[1]?.click());
    expect(dialog()?.getAttribute("aria-label")).toBe("Photo 2 of 3");
    press("Escape");
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('[data-thumb="1"]'));
    expect(document.body.style.overflow).toBe("");
  });
});
