import { useEffect } from "react";

/** Set `<title>` while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Set `<meta name="description">` while the page is shown (search results show it), and put the previous text back
 * after: the build's default, or the server's for a page it rendered.
 */
export function useDocumentDescription(description: string) {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
    return () => {
      if (previous === undefined) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/** Add `<meta name="robots">` while the page is shown (404 screens are not indexed). */
export function useRobots(content: string) {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = content;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [content]);
}

/**
 * Replace the head links of one kind (e.g. hreflang alternates) with the given set. The server marks the
 * alternates it renders the same way (`data-hreflang`, apps/server/src/lib/seo.ts), so they are replaced too.
 */
export function setHeadLinks(marker: string, links: Array<Record<string, string>>) {
  for (const old of document.head.querySelectorAll(`link[data-${marker}]`)) old.remove();
  for (const attributes of links) {
    const link = document.createElement("link");
    for (const [key, value] of Object.entries(attributes)) link.setAttribute(key, value);
    link.setAttribute(`data-${marker}`, "");
    document.head.appendChild(link);
  }
}
