// Text the system can store: PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate is not
// Unicode (jsonb and every UTF-8 encoder refuse or mangle it). The server refuses such input at its boundary.

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a refused text is told (the API's validation message for the field). */
export const UNSAFE_TEXT_MESSAGE = "must not contain NUL characters or unpaired UTF-16 surrogates";

/** Text is storable when it holds no NUL character and no unpaired UTF-16 surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * The path of the first string (value or object key) in `value` that is not safe text, or null when all are.
 * Walks without recursion and builds a path only for a find, so deeply nested input costs linear time.
 */
export function findUnsafeText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (typeof v === "string") {
      if (!isSafeText(v)) return pathOf(visit);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: visit });
    } else if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown];
        if (!isSafeText(key)) return [...pathOf(visit), key];
        stack.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}
