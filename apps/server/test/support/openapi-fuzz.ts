// Requests for every operation of the OpenAPI document, from fast-check: inputs that follow the schema, and the
// same inputs broken in the ways clients and attackers break them. Knows no route: a new call is fuzzed from the
// moment it is in the document.
import fc from "fast-check";

/** The part of JSON Schema (OpenAPI 3.0 dialect) the route schemas use. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

type Parameter = { in: "path" | "query" | "header" | "cookie"; name: string; required?: boolean; schema?: Schema };

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type Operation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The templated path, `/api/v1/tment/tmuser/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  body: Schema | undefined;
  /** Statuses the operation documents (a documented 501 marks a call that is not built yet). */
  statuses: Set<string>;
};

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase() as Operation["method"],
        path,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        headerParams: params.filter((p) => p.in === "header"),
        body: op.requestBody?.content?.["application/json"]?.schema,
        statuses: new Set(Object.keys(op.responses ?? {})),
      });
    }
  }
  return ops;
}

/** Ids of the running app: what generated id fields and path parameters are drawn from, to get past "not found". */
export type IdPool = {
  /** Tournament ids the fuzzer may change (never the seeded one, except for reads). */
  tournaments: string[];
  matches: string[];
  teams: string[];
  pitches: string[];
  users: string[];
  /** Reporter links. */
  links: string[];
  /** Referees of the tournaments' officials. */
  referees: string[];
  /** Contact form messages (the operators' inbox). */
  contacts: string[];
  /**
   * Events (issue 19): set for the event calls only, whose bare `id` (body or path) is an event's; their
   * `tournamentId` takes the tournament pool (the event's divisions).
   */
  events: string[];
};

const ID_NAME = /(^id$|Id$|^tmentid$|^pitch$)/;

/**
 * The ids a field of this name takes; a bare `id` is named by where it stands (`teams[].id` is a team's, the `id` of
 * `/reporter/{id}` a link's) and is a tournament's otherwise. Empty for kinds the fuzz has none of (files, venues).
 */
function idsNamed(name: string, parent: string, ids: IdPool): string[] {
  const kind = name === "id" && parent ? parent : name;
  if (ids.events.length && /^(id|event|editors|invitation)$/.test(kind)) return ids.events;
  if (/file|logo|venue/i.test(kind)) return [];
  if (/match/i.test(kind)) return ids.matches;
  if (/team/i.test(kind)) return ids.teams;
  if (/pitch/i.test(kind)) return ids.pitches;
  if (/user|owner/i.test(kind)) return ids.users;
  if (/link|reporter/i.test(kind)) return ids.links;
  if (/referee/i.test(kind)) return ids.referees;
  if (/contact/i.test(kind)) return ids.contacts;
  return ids.tournaments;
}

const allIds = (ids: IdPool) => [
  ...ids.tournaments,
  ...ids.matches,
  ...ids.teams,
  ...ids.pitches,
  ...ids.users,
  ...ids.links,
  ...ids.referees,
  ...ids.contacts,
  ...ids.events,
];

const MB = 1024 * 1024;

/** Text that broke or may break something: NUL, lone surrogates, control and direction marks, injections, size. */
const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "\ud83c",
  "\u202e\u0301\u200b\ufeff",
  "\r\n\t\u0007\u001b[31m",
  "' or 1=1 --",
  "'); drop table users; --",
  '"><script>alert(1)</script>',
  "../../../../etc/passwd",
  "%00%ff%2e%2e",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e999",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "🏆".repeat(200),
  "x".repeat(10_001),
];

/** Path and query values that a router, a decoder or a database may choke on (already URL-encoded). */
const HOSTILE_URL_VALUES: readonly string[] = [
  "%00",
  "a%00b",
  "%ED%A0%80", // a UTF-8-encoded lone surrogate: not valid UTF-8
  "%C0%AF", // an overlong "/"
  "%FF%FE",
  "%",
  "%zz",
  "..%2F..%2Fetc%2Fpasswd",
  "%2E%2E",
  "'%20or%201%3D1",
  "%3Cscript%3E",
  "-1",
  "1e999",
  "9".repeat(400),
  "x".repeat(5000),
  "%F0%9F%8F%86",
  "null",
  "undefined",
  "__proto__",
];

/** Numbers at and beyond every limit a schema may set. */
const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 63),
  2 ** 31,
  1e-300,
];

const resolve = (schema: Schema, doc: OpenApiDocument): Schema => {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++)
    s = doc.components?.schemas?.[s.$ref.replace("#/components/schemas/", "")] ?? {};
  return s;
};

const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

const EMAIL_NAME = /e?mail$/i;

function stringArb(s: Schema, name: string): fc.Arbitrary<string> {
  if (s.format === "uuid") return fc.uuid();
  if (s.format === "email" || EMAIL_NAME.test(name)) return fc.emailAddress();
  if (s.format === "uri") return fc.webUrl();
  if (s.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 10_000));
    } catch {
      // A pattern JavaScript cannot compile: plain strings then.
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 60), unit: "grapheme" });
}

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (integer ? -1000 : -1e6);
  const max = s.maximum ?? (integer ? 1000 : 1e6);
  if (integer) {
    const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.constantFrom(lo, hi), fc.integer({ min: lo, max: hi }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that follow `schema` (mostly): properties named like ids come from `ids`, so generated calls reach the
 * app's real rows instead of stopping at "not found".
 */
export function valueArb(
  schema: Schema,
  doc: OpenApiDocument,
  ids: IdPool,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const inner = (): fc.Arbitrary<unknown> => {
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const variants = s.anyOf ?? s.oneOf;
    if (variants?.length) return fc.oneof(...variants.map((v) => valueArb(v, doc, ids, name, depth + 1)));
    if (s.allOf?.length)
      return valueArb(Object.assign({}, ...s.allOf.map((p) => resolve(p, doc))), doc, ids, name, depth);
    switch (typeOf(s) ?? (s.properties ? "object" : undefined)) {
      case "string": {
        const plain = stringArb(s, name);
        if (!ID_NAME.test(name)) return plain;
        const likely = idsNamed(name, "", ids);
        const any = allIds(ids);
        return fc.oneof(
          ...(likely.length ? [{ weight: 6, arbitrary: fc.constantFrom(...likely) }] : []),
          ...(any.length ? [{ weight: 2, arbitrary: fc.constantFrom(...any) }] : []),
          { weight: 2, arbitrary: plain },
        );
      }
      case "integer":
        return numberArb(s, true);
      case "number":
        return numberArb(s, false);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const minLength = s.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, depth > 2 ? 2 : 6));
        return fc.array(valueArb(s.items ?? {}, doc, ids, name, depth + 1), { minLength, maxLength });
      }
      case "object": {
        const props = s.properties ?? {};
        const required = new Set(s.required ?? []);
        const shape = Object.fromEntries(
          Object.entries(props).map(([key, sub]) => [key, valueArb(sub, doc, ids, key, depth + 1)]),
        );
        const known = fc.record(shape, { requiredKeys: [...required].filter((k) => k in props) });
        if (typeof s.additionalProperties !== "object" || depth > 3) return known;
        const extra = fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          valueArb(s.additionalProperties, doc, ids, "", depth + 1),
          { maxKeys: 3 },
        );
        return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  return s.nullable ? fc.oneof({ weight: 5, arbitrary: inner() }, fc.constant(null)) : inner();
}

/** One request as `app.inject` takes it, with who sends it and what was done to it (for the failure report). */
export type FuzzRequest = {
  method: Operation["method"];
  url: string;
  as: "anonymous" | "owner" | "reporter";
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the input was made: "valid", "wrong type at results.0.home", "truncated multipart" … */
  how: string;
};

type Path = (string | number)[];

/** Paths to every value inside a JSON value (objects and arrays included), the root first. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) pathsOf(v, [...at, i], out);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

function replaceAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, next) : v));
  const obj = (value ?? {}) as Record<string, unknown>;
  return { ...obj, [head]: replaceAt(obj[head], rest, next) };
}

function removeAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const parent = path.slice(0, -1);
  const key = path[path.length - 1] as string | number;
  const get = (v: unknown, p: Path): unknown =>
    p.reduce<unknown>((acc, k) => (acc as Record<string | number, unknown>)?.[k], v);
  const container = get(value, parent);
  if (Array.isArray(container))
    return replaceAt(
      value,
      parent,
      container.filter((_, i) => i !== key),
    );
  if (container && typeof container === "object") {
    const { [key]: _gone, ...rest } = container as Record<string, unknown>;
    return replaceAt(value, parent, rest);
  }
  return value;
}

/** A value of another JSON type than `value`. */
const wrongTypeArb = (value: unknown): fc.Arbitrary<unknown> => {
  const all: unknown[] = ["text", 42, true, null, [], {}, [1, "2"], { a: 1 }];
  return fc.constantFrom(...all.filter((v) => typeof v !== typeof value || Array.isArray(v) !== Array.isArray(value)));
};

const deepNesting = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

/** A JSON value turned into request text, where a mutation may have to write what JSON.stringify cannot. */
type Body = { json: unknown } | { raw: string | Buffer; contentType?: string; how: string };

/** Ways to break a body that follows its schema; each yields the body and how it was broken. */
function mutatedBodyArb(valid: unknown): fc.Arbitrary<{ body: Body; how: string }> {
  const paths = pathsOf(valid);
  const leafPaths = paths.filter((p) => p.length > 0);
  const pathArb = fc.constantFrom(...paths);
  const topKeys = valid && typeof valid === "object" && !Array.isArray(valid) ? Object.keys(valid) : [];
  const at = (p: Path) => (p.length ? p.join(".") : "(root)");
  const get = (p: Path) => p.reduce<unknown>((acc, k) => (acc as Record<string | number, unknown>)?.[k], valid);
  const options: fc.Arbitrary<{ body: Body; how: string }>[] = [
    fc.constant({ body: { json: valid }, how: "as generated" }),
    fc.constant({ body: { json: valid }, how: "as generated" }),
    pathArb.chain((p) =>
      wrongTypeArb(get(p)).map((v) => ({ body: { json: replaceAt(valid, p, v) }, how: `wrong type at ${at(p)}` })),
    ),
    fc.tuple(pathArb, fc.constantFrom(...HOSTILE_STRINGS)).map(([p, v]) => ({
      body: { json: replaceAt(valid, p, v) },
      how: `hostile string ${JSON.stringify(v.slice(0, 20))} at ${at(p)}`,
    })),
    fc
      .tuple(pathArb, fc.constantFrom(...HOSTILE_NUMBERS))
      .map(([p, v]) => ({ body: { json: replaceAt(valid, p, v) }, how: `number ${String(v)} at ${at(p)}` })),
    pathArb.map((p) => ({ body: { json: replaceAt(valid, p, "x".repeat(MB)) }, how: `1 MB string at ${at(p)}` })),
    pathArb.map((p) => ({
      body: {
        raw: JSON.stringify(replaceAt(valid, p, "__DEEP__")).replace('"__DEEP__"', deepNesting(20_000, "[", "]")),
        how: "",
      },
      how: `20 000 nested arrays at ${at(p)}`,
    })),
    pathArb.map((p) => ({
      body: { raw: JSON.stringify(replaceAt(valid, p, "__BIG__")).replace('"__BIG__"', "1e999"), how: "" },
      how: `1e999 (Infinity) at ${at(p)}`,
    })),
    fc
      .tuple(
        fc.constantFrom("extra", "__proto__", "constructor", "a\u0000b", "\ud800", "x".repeat(300)),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([key, v]) => ({
        // JSON text, so "__proto__" stays an own key as a client sends it.
        body: {
          raw: JSON.stringify(valid && typeof valid === "object" && !Array.isArray(valid) ? valid : {}).replace(
            /^\{/,
            `{${JSON.stringify(key)}:${JSON.stringify(v) ?? "null"}${topKeys.length ? "," : ""}`,
          ),
          how: "",
        },
        how: `extra field ${JSON.stringify(key.slice(0, 20))}`,
      })),
  ];
  if (leafPaths.length)
    options.push(
      fc.constantFrom(...leafPaths).map((p) => ({ body: { json: removeAt(valid, p) }, how: `missing ${at(p)}` })),
    );
  return fc.oneof(...options);
}

/** A valid 1×1 PNG. */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Whole bodies no schema accepts: not JSON, the wrong media type, multipart cut short, over the size limit. */
const BROKEN_BODIES: readonly Body[] = [
  { raw: "{", how: "invalid JSON" },
  { raw: '{"a":1,}', how: "invalid JSON (trailing comma)" },
  { raw: "", how: "empty JSON body" },
  { raw: "null", how: "JSON null" },
  { raw: "[]", how: "JSON array" },
  { raw: '"text"', how: "JSON string" },
  { raw: "1e999", how: "JSON Infinity" },
  { raw: '{"id":"\\u0000"}', how: "escaped NUL" },
  { raw: '{"id":"\\ud800"}', how: "escaped lone surrogate" },
  { raw: deepNesting(100_000, '{"a":', "}"), how: "100 000 nested objects" },
  { raw: `{"a":"${"x".repeat(MB + 10)}"}`, how: "over the body limit" },
  { raw: '{"a":1}', contentType: "text/plain", how: "JSON as text/plain" },
  { raw: "a=1&b=2", contentType: "application/x-www-form-urlencoded", how: "form-urlencoded" },
  { raw: "<a>1</a>", contentType: "application/xml", how: "XML" },
  { raw: '{"a":1}', contentType: "application/json; charset=latin1", how: "JSON in latin1" },
  { raw: '{"a":1}', contentType: "", how: "no content type" },
  { raw: "\u00ff\u00fe{", contentType: "application/json", how: "byte-order garbage" },
  {
    raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n',
    contentType: "multipart/form-data; boundary=b",
    how: "truncated multipart",
  },
  {
    raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--b--\r\n',
    contentType: "multipart/form-data; boundary=b",
    how: "multipart with a non-image",
  },
  { raw: "--b\r\n\r\n--b--\r\n", contentType: "multipart/form-data; boundary=b", how: "multipart without headers" },
  {
    raw: Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      Buffer.from(TINY_PNG, "base64"),
      Buffer.from("\r\n--b--\r\n"),
    ]),
    contentType: "multipart/form-data; boundary=b",
    how: "multipart with a 1×1 PNG",
  },
  {
    raw: Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
      Buffer.from(TINY_PNG, "base64").subarray(0, 30),
    ]),
    contentType: "multipart/form-data; boundary=b",
    how: "truncated multipart inside a PNG",
  },
  { raw: "garbage", contentType: "multipart/form-data", how: "multipart without boundary" },
  {
    raw: '--b\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n\u0000\r\n--b--\r\n',
    contentType: "multipart/form-data; boundary=b",
    how: "multipart field with NUL",
  },
];

const encode = (v: unknown) => encodeURIComponent(typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

/** A value for one path or query parameter, already URL-encoded. */
/** The path segment before a parameter names it: the {id} of /reporter/{id} is a reporter link's. */
const segmentBefore = (path: string, param: string) =>
  /\/([^/{}]+)\/\{/.exec(path.slice(0, path.indexOf(`{${param}}`) + 1))?.[1] ?? "";

/** A value for one path or query parameter of `op`, already URL-encoded. */
function paramArb(op: Operation, p: Parameter, doc: OpenApiDocument, ids: IdPool): fc.Arbitrary<string> {
  const schema = p.schema ?? { type: "string" };
  const example = encode(
    exampleOf(schema, doc, ids, null, { name: p.name, parent: segmentBefore(op.path, p.name), index: 0 }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(example) },
    { weight: 4, arbitrary: valueArb(schema, doc, ids, p.name).map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_URL_VALUES) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))),
    },
  );
}

/** A value in one request of five, else nothing. */
const rarely = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

export type FuzzContext = {
  doc: OpenApiDocument;
  ids: IdPool;
  /** The tournament whose data must survive the fuzz: only reads, or writes with a body no schema accepts. */
  seededId: string;
  reporterToken: string;
};

/** Any request for `op`: the identity, parameters, query and body, each valid, boundary or hostile. */
export function requestArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const { doc, ids } = ctx;
  const pathArb = fc
    .tuple(...op.pathParams.map((p) => paramArb(op, p, doc, ids)))
    .map((values) => op.pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] as string), op.path));
  const queryArb = fc
    .tuple(
      fc.tuple(
        ...op.queryParams.map((p) =>
          fc.option(
            paramArb(op, p, doc, ids).map((v) => `${encodeURIComponent(p.name)}=${v}`),
            {
              nil: undefined,
              freq: p.required ? 10 : 3,
            },
          ),
        ),
      ),
      rarely(fc.constantFrom("extra=1", "page=1&page=2", "a[b]=1", "%00=1", "q=%00", "size=1e999")),
    )
    .map(([pairs, extra]) => {
      const all = [...pairs, extra].filter((p): p is string => typeof p === "string" && p.length > 0);
      return all.length ? `?${all.join("&")}` : "";
    });
  const asArb = fc.constantFrom<FuzzRequest["as"]>("anonymous", "owner", "owner", "reporter");
  // Each header only now and then: a foreign Origin refuses every write (403) before anything else runs.
  const sometimes = (...values: string[]) => rarely(fc.constantFrom(...values));
  const headerArb = fc
    .record({
      // The operation's own header parameters (as URL-encoded text: header values must stay printable ASCII).
      ...Object.fromEntries(op.headerParams.map((p) => [p.name.toLowerCase(), rarely(paramArb(op, p, doc, ids))])),
      origin: sometimes("http://localhost:3000", "https://evil.test", "null"),
      "accept-language": sometimes("de", "xx-YY;q=abc", "*"),
      "x-request-id": sometimes("fuzz-request-0001", "../../x", "a".repeat(200)),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
  // Mutations start from the schema's example (which mostly passes validation, so a single break reaches the code
  // behind it) or from a generated value.
  const baseArb = (schema: Schema) =>
    fc.oneof(fc.constant(exampleOf(schema, doc, ids, null)), valueArb(schema, doc, ids));
  const brokenArb = fc.constantFrom(...BROKEN_BODIES).map((b) => ({ body: b, how: "raw" in b ? b.how : "" }));
  const bodyArb: fc.Arbitrary<{ body: Body | undefined; how: string }> =
    op.method === "GET" || op.method === "DELETE"
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: op.body
              ? baseArb(op.body).chain(mutatedBodyArb)
              : fc.constant({ body: undefined, how: "no body" }),
          },
          { weight: 1, arbitrary: brokenArb },
        )
      : fc.oneof(
          { weight: op.body ? 8 : 3, arbitrary: baseArb(op.body ?? {}).chain(mutatedBodyArb) },
          // A write without a JSON body (an upload) mostly gets raw and multipart bodies.
          { weight: op.body ? 2 : 7, arbitrary: brokenArb },
        );
  return fc.tuple(pathArb, queryArb, asArb, headerArb, bodyArb).map(([path, query, as, headers, { body, how }]) => {
    const request: FuzzRequest = { method: op.method, url: path + query, as, headers: { ...headers }, how };
    if (as === "reporter") request.headers["x-reporter-token"] = ctx.reporterToken;
    if (body) {
      if ("json" in body) {
        request.payload = JSON.stringify(body.json) ?? "";
        request.headers["content-type"] = "application/json";
      } else {
        request.payload = body.raw;
        if (body.contentType !== "") request.headers["content-type"] = body.contentType ?? "application/json";
      }
    }
    return request;
  });
}

/** Whether a request could change the seeded tournament: a write that names it in its path or body. */
export const touchesSeeded = (request: FuzzRequest, seededId: string) =>
  request.method !== "GET" && (request.url.includes(seededId) || String(request.payload ?? "").includes(seededId));

/**
 * The request aimed at the seeded tournament with a body that no schema accepts (an object where a required
 * field's value has the wrong JSON type), so the write is refused before it touches anything.
 */
export function seededInvalidArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> | null {
  const body = op.body ? resolve(op.body, ctx.doc) : undefined;
  if (op.method === "GET" || !body?.properties || op.pathParams.length > 0) return null;
  const idKey = Object.keys(body.properties).find((k) => ID_NAME.test(k));
  const breakable = (body.required ?? []).filter((k) => k !== idKey && body.properties?.[k]);
  if (!idKey || breakable.length === 0) return null;
  const seededIds: IdPool = { ...ctx.ids, tournaments: [ctx.seededId] };
  return fc
    .tuple(
      valueArb(body, ctx.doc, seededIds),
      fc.constantFrom(...breakable),
      fc.constantFrom("owner", "reporter") as fc.Arbitrary<FuzzRequest["as"]>,
    )
    .map(([valid, key, as]) => {
      const type = typeOf(resolve(body.properties?.[key] ?? {}, ctx.doc));
      // A JSON type no validator coerces into the declared one (no route coerces bodies).
      const wrong = type === "array" || type === "object" ? "not-a-structure" : { wrong: [type] };
      const payload = { ...(valid as Record<string, unknown>), [idKey]: ctx.seededId, [key]: wrong };
      return {
        method: op.method,
        url: op.path,
        as,
        headers: {
          "content-type": "application/json",
          ...(as === "reporter" ? { "x-reporter-token": ctx.reporterToken } : {}),
        },
        payload: JSON.stringify(payload),
        how: `seeded tournament, wrong type at ${key}`,
      };
    });
}

/** What the sweep puts into text: nothing, or a character PostgreSQL cannot store. */
type Taint = { text: string; ids: boolean; how: string };

/** The sweep's taints: NUL and a lone surrogate in every free-text field, NUL in every id (path, query, body). */
const TAINTS: readonly Taint[] = [
  { text: "\u0000", ids: false, how: "NUL in every free-text field" },
  { text: "\ud800", ids: false, how: "lone surrogate in every free-text field" },
  { text: "\u0000", ids: true, how: "NUL in every id" },
];

/** Values that fit common patterns and mean something (a generated "0746-92-31" fits a date pattern, no date). */
const PLAUSIBLE = ["2030-05-04", "2030-05-04T09:00", "09:00", "U11", "DE", "de", "#1e90ff", "+49 170 1234567", "12345"];

const firstMatch = (pattern: string): string | undefined => {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 1, numRuns: 1 })[0];
  } catch {
    return undefined;
  }
};

// Optional fields the example leaves out: concurrency checks and secrets it cannot know, which would only make the
// call stop early (409 PLAN_CHANGED, 401 for a made-up token).
const LEFT_OUT = /version$|^basedOn$|token$/i;

type Where = { name: string; parent: string; index: number };

/**
 * One value that follows `schema` (optional properties included, so every field is reached), with `taint`
 * appended to each free-text string (no format, pattern or enum) and, if asked, to each id. Ids come from `ids`;
 * an array of objects with ids holds one item per known id (all pitches, all teams).
 */
export function exampleOf(
  schema: Schema,
  doc: OpenApiDocument,
  ids: IdPool,
  taint: Taint | null,
  at: Where = { name: "", parent: "", index: 0 },
): unknown {
  const s = resolve(schema, doc);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return exampleOf(variants[0] as Schema, doc, ids, taint, at);
  if (s.allOf?.length) return exampleOf(Object.assign({}, ...s.allOf.map((p) => resolve(p, doc))), doc, ids, taint, at);
  switch (typeOf(s) ?? (s.properties ? "object" : undefined)) {
    case "string": {
      if (ID_NAME.test(at.name)) {
        const pool = idsNamed(at.name, at.parent, ids);
        const id =
          pool[at.index % Math.max(1, pool.length)] ?? ids.tournaments[0] ?? "00000000-0000-4000-8000-000000000000";
        return taint?.ids ? `${id}${taint.text}` : id;
      }
      // Some schemas check addresses after a pipe the document does not show: the name tells.
      if (s.format === "email" || EMAIL_NAME.test(at.name)) return "fuzz@example.com";
      if (s.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (s.format === "date") return "2030-05-04";
      if (s.format === "date-time") return "2030-05-04T09:00:00.000Z";
      if (s.format === "uri") return "https://example.com/";
      if (s.pattern)
        return PLAUSIBLE.find((v) => new RegExp(s.pattern as string).test(v)) ?? firstMatch(s.pattern) ?? "";
      const tail = taint && !taint.ids ? taint.text : "";
      const room = Math.max(0, (s.maxLength ?? 40) - tail.length);
      return `${"Fuzz text".padEnd(s.minLength ?? 0, "x").slice(0, room)}${tail}`;
    }
    case "integer":
    case "number":
      return typeof s.default === "number" ? s.default : Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case "boolean":
      return typeof s.default === "boolean" ? s.default : true;
    case "null":
      return null;
    case "array": {
      const item = resolve(s.items ?? {}, doc);
      const known = item.properties?.id ? idsNamed("id", at.name, ids) : [];
      const length = Math.min(Math.max(1, s.minItems ?? 0, known.length), s.maxItems ?? 64);
      return Array.from({ length }, (_, index) => exampleOf(item, doc, ids, taint, { ...at, index }));
    }
    case "object": {
      const required = new Set(s.required ?? []);
      const fields = Object.entries(s.properties ?? {}).filter(
        ([key]) =>
          required.has(key) || !(LEFT_OUT.test(key) || (ID_NAME.test(key) && idsNamed(key, at.name, ids).length === 0)),
      );
      return Object.fromEntries(
        fields.map(([key, sub]) => [
          key,
          exampleOf(sub, doc, ids, taint, { name: key, parent: at.name, index: at.index }),
        ]),
      );
    }
    default:
      return taint && !taint.ids ? `Fuzz${taint.text}` : "Fuzz";
  }
}

/**
 * The fixed part of every run, per operation: the whole request (path, query, body) with each taint, as the owner,
 * and, for writes, a multipart body cut off inside its file part.
 */
export function sweepRequests(op: Operation, ctx: FuzzContext): FuzzRequest[] {
  const { doc, ids } = ctx;
  const requests: FuzzRequest[] = TAINTS.map((taint) => {
    // A lone surrogate has no URL encoding: the path and query carry it only where it is a NUL.
    const urlTaint = taint.text === "\u0000" ? taint : null;
    const encodeParam = (p: Parameter) =>
      encode(
        exampleOf(p.schema ?? { type: "string" }, doc, ids, urlTaint, {
          name: p.name,
          parent: segmentBefore(op.path, p.name),
          index: 0,
        }),
      );
    const path = op.pathParams.reduce((url, p) => url.replace(`{${p.name}}`, encodeParam(p)), op.path);
    const query = op.queryParams.map((p) => `${encodeURIComponent(p.name)}=${encodeParam(p)}`).join("&");
    const request: FuzzRequest = {
      method: op.method,
      url: query ? `${path}?${query}` : path,
      as: "owner",
      headers: {},
      how: taint.how,
    };
    if (op.body) {
      request.payload = JSON.stringify(exampleOf(op.body, doc, ids, taint));
      request.headers["content-type"] = "application/json";
    }
    return request;
  });
  if (op.method !== "GET") {
    const cut = BROKEN_BODIES.find((b) => "raw" in b && b.how === "truncated multipart") as Extract<
      Body,
      { raw: unknown }
    >;
    requests.push({
      method: op.method,
      url: op.path.replace(/\{[^}]+\}/g, ids.tournaments[0] ?? "x"),
      as: "owner",
      headers: { "content-type": cut.contentType ?? "" },
      payload: cut.raw,
      how: "truncated multipart",
    });
  }
  return requests;
}
