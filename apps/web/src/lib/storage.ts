/** Storage that never throws (private mode, disabled storage, quota): the app keeps working without it. */
function safe(kind: "localStorage" | "sessionStorage") {
  const store = (): Storage | null => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store()?.setItem(key, value);
      } catch {
        // storage full or blocked: the value is simply not remembered
      }
    },
    remove(key: string) {
      try {
        store()?.removeItem(key);
      } catch {
        // see set
      }
    },
  };
}

export const local = safe("localStorage");
export const session = safe("sessionStorage");

/** Read one cookie by name from `document.cookie`. */
export function readCookie(name: string, cookieString = document.cookie): string | undefined {
  for (const part of cookieString.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** Set a first-party cookie for the whole site. */
export function writeCookie(name: string, value: string, days: number) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}
