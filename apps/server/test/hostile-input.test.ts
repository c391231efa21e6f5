// Text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) and broken multipart bodies answer 400 naming the
// field, on every route alike (the fuzz suite found 500s from both): body, query and path, anonymous, as owner and
// through a reporter link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, engine, type TestApp } from "./setup/test-app.ts";
import { registration } from "./support/accounts.ts";
import { buildTournament, caller, createUser, newKey, type TestUser } from "./support/tournament-factories.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; body: { error?: { code: string; fields?: { field: string }[] } } };

const expectRefused = (res: Answer, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error?.code).toBe("VALIDATION_FAILED");
  expect(res.body.error?.fields?.map((f) => f.field)).toContain(field);
};

const NUL = "\u0000";
const LONE = "\ud800";

describe(`unstorable text on ${engine()}`, () => {
  it("is refused in anonymous bodies: registration and the public search", async () => {
    const anonymous = caller(t.app, null);
    expectRefused(
      await anonymous("POST", "/api/v1/auth/registration", registration({ displayName: `Anna${NUL}` })),
      "displayName",
    );
    expectRefused(await anonymous("POST", "/api/v1/auth/tment/getpublic", { text: `Cup${NUL}` }), "text");
    expectRefused(await anonymous("POST", "/api/v1/auth/tment/getpublic", { text: `Cup${LONE}` }), "text");
  });

  it("is refused in query strings and path parameters", async () => {
    const anonymous = caller(t.app, null);
    expectRefused(await anonymous("GET", "/api/v1/auth/sendverify?email=a%00b%40example.test"), "email");
    expectRefused(await anonymous("GET", "/api/v1/auth/tment/exist/a%00b"), "id");
    expectRefused(await anonymous("GET", "/t/AB%00CD"), "code");
  });

  it("is refused in the JSON fields of a tournament, at any depth and in keys", async () => {
    const as = caller(t.app, owner);
    expectRefused(await as("POST", "/api/v1/tment/create", { name: `Cup${LONE}`, startDate: "2030-05-04" }), "name");
    const { id } = (await as("POST", "/api/v1/tment/create", { name: "Cup 🏆", startDate: "2030-05-04" })).body as {
      id: string;
    };
    expect(id).toBeTruthy();
    expectRefused(
      await as("PUT", "/api/v1/tment/ueditteams", { id, teams: [{ name: "A" }, { name: `B${LONE}` }] }),
      "teams.1.name",
    );
    expectRefused(await as("POST", "/api/v1/tment/duplicate", { id, name: `Copy${NUL}` }), "name");
    expectRefused(await as("PUT", "/api/v1/tment/ueditteams", { id, teams: [], [`x${NUL}`]: 1 }), `x${NUL}`);
    // Astral characters are proper surrogate pairs and stay welcome.
    expect(
      (await as("PUT", "/api/v1/tment/ueditteams", { id, teams: [{ name: "⚽ 🏆" }, { name: "B" }] })).status,
    ).toBe(200);
  });

  it("is refused in results entered through a reporter link", async () => {
    const view = await buildTournament(t.app, owner, { status: "running", teams: 4 });
    const link = await caller(t.app, owner)("POST", "/api/v1/tment/reporter", { id: view.id, label: "pitch 1" });
    const reporter = caller(t.app, null, { "x-reporter-token": link.body.token as string });
    const matchId = view.matches[0]?.id as string;
    expectRefused(
      await reporter("PUT", "/api/v1/tment/update", {
        id: view.id,
        idempotencyKey: `${newKey()}${NUL}`,
        results: [{ matchId, home: 1, away: 0 }],
      }),
      "idempotencyKey",
    );
  });
});

describe(`URLs the router cannot read on ${engine()}`, () => {
  it("answer in the one error body: undecodable (400 BAD_URL), over-long parameter (414 MAX_PARAM_LENGTH)", async () => {
    for (const [url, status, code] of [
      ["/api/v1/auth/tment/%FF%FE", 400, "BAD_URL"],
      ["/api/v1/tment/editor/%ED%A0%80/x", 400, "BAD_URL"],
      [`/api/v1/auth/tment/${"9".repeat(400)}`, 414, "MAX_PARAM_LENGTH"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json().error).toMatchObject({ code, requestId: expect.any(String) });
    }
  });
});

describe(`broken multipart uploads on ${engine()}`, () => {
  const upload = (payload: string | Buffer, contentType = "multipart/form-data; boundary=b") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/files/upload",
      headers: { cookie: owner.cookie, "content-type": contentType },
      payload,
    });

  it("a body cut off inside the file part answers 400 MULTIPART_INVALID", async () => {
    const res = await upload(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: "MULTIPART_INVALID", fields: [{ field: "file" }] });
  });

  it("a part without headers or a body without boundary answers 400 as well", async () => {
    for (const [payload, type] of [
      ["--b\r\n\r\n--b--\r\n", undefined],
      ["garbage", "multipart/form-data"],
    ] as const) {
      const res = await upload(payload, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toMatch(/^(MULTIPART_INVALID|FILE_MISSING)$/);
    }
  });
});
