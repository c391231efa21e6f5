import { lazy, Suspense } from "react";

// Only a visitor who came through a registration's private link sees the entry (Modal, its contracts): a chunk of
// its own, so nobody else loads it.
const Panel = lazy(() => import("./registration-entry-panel.tsx").then((m) => ({ default: m.RegistrationEntryPanel })));

/** The registration entry of a private link, loaded when the page has such a link. */
export function RegistrationEntryPanel(props: { token: string; onForget: () => void }) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
