// Convention: new component tests (happy-dom) call `setUpComponentTests()` once at the top of the file and render
// with `renderComponent()`; they do not repeat the act environment, i18next, providers or clean-up themselves.
import { loadCatalog } from "@kickoff/locales/catalogs.ts";
import type { Language } from "@kickoff/locales/languages.ts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next, { type Resource } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export type RenderOptions = {
  /** Wraps the tree in a MemoryRouter opened at this path; the tree may hold its own `<Routes>`. */
  route?: string;
  /** For a test that needs other defaults (no retries); a fresh default client otherwise. */
  queryClient?: QueryClient;
};

export type Rendered = {
  container: HTMLDivElement;
  queryClient: QueryClient;
  /** Unmounts now (to render again within one test); the clean-up after each test does it otherwise. */
  unmount: () => void;
  /** Where the MemoryRouter is now (path, search and hash); only with `route`. */
  location: () => string;
};

const mounted = new Set<() => void>();

/**
 * Registers the hooks every component test needs: React's act environment, i18next with the whole catalog of
 * each language (the first is the current one), a `document.fonts` stand-in, and after each test the unmount
 * of what was rendered and the end of `vi.stubGlobal` stubs.
 */
export function setUpComponentTests({ languages = ["en"] }: { languages?: readonly Language[] } = {}) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;

  beforeAll(async () => {
    // Mantine's autosize textarea listens for font loading; happy-dom has no FontFaceSet.
    if (!("fonts" in document))
      Object.defineProperty(document, "fonts", {
        value: { addEventListener() {}, removeEventListener() {} },
        configurable: true,
      });
    const resources: Resource = {};
    for (const language of languages) resources[language] = { translation: await loadCatalog(language) };
    await i18next.use(initReactI18next).init({
      lng: languages[0] ?? "en",
      resources,
      interpolation: { escapeValue: false },
    });
  });

  afterEach(() => {
    for (const unmount of [...mounted]) unmount();
    vi.unstubAllGlobals();
  });
}

/** Renders `node` inside the app's providers (Mantine in its "test" env: no transitions or portals). */
export function renderComponent(node: ReactNode, options: RenderOptions = {}): Rendered {
  const { rendered, tree, mount } = prepare(node, options);
  act(() => mount.render(tree));
  return rendered;
}

/**
 * As `renderComponent`, but awaits `settle` inside the same act as the first render (e.g. a queue flush the
 * component starts on mount), so the test starts once the component has stopped changing.
 */
export async function renderComponentSettled(
  node: ReactNode,
  settle: () => Promise<unknown>,
  options: RenderOptions = {},
): Promise<Rendered> {
  const { rendered, tree, mount } = prepare(node, options);
  await act(async () => {
    mount.render(tree);
    await settle();
  });
  return rendered;
}

function prepare(node: ReactNode, { route, queryClient = new QueryClient() }: RenderOptions) {
  const container = document.createElement("div");
  document.body.append(container);
  const mount = createRoot(container);
  let where: string | null = null;
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => mount.unmount());
    container.remove();
  };
  mounted.add(unmount);

  function LocationProbe() {
    const location = useLocation();
    where = `${location.pathname}${location.search}${location.hash}`;
    return null;
  }

  const providers = (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        {route === undefined ? null : <LocationProbe />}
        {node}
      </MantineProvider>
    </QueryClientProvider>
  );
  const tree = route === undefined ? providers : <MemoryRouter initialEntries={[route]}>{providers}</MemoryRouter>;
  const location = () => {
    if (where === null) throw new Error("location() needs renderComponent(..., { route })");
    return where;
  };
  return { rendered: { container, queryClient, unmount, location }, tree, mount };
}
