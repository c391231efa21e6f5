import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";

// The club page and the user account (two features) both show the owner's gallery; features may not import each
// other, so they take it from here, and its code loads only when one of those pages opens.
const GalleryManager = lazy(() =>
  import("../../features/gallery/components/gallery-manager.tsx").then((m) => ({ default: m.GalleryManager })),
);

export function GalleryManagerSlot() {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <GalleryManager />
    </Suspense>
  );
}
