/**
 * The OpenAPI document: valid OpenAPI 3.1 (checked by an independent validator), covering
 * every route the app serves, and describing the very schemas the routes enforce.
 */
import assert from "node:assert/strict";
import { validate } from "@readme/openapi-parser";
import { BrainDirectory } from "../src/memory/brains.ts";
import { createApp } from "../src/doors/http/app.ts";
import { call, startServer } from "./http_server.ts";

Deno.test("GET /v1/openapi.json is valid OpenAPI 3.1 and covers every route served", async () => {
  const s = await startServer({ token: "doc-token" });
  try {
    const auth = { authorization: "Bearer doc-token" };
    assert.equal((await call(s, "GET", "/v1/openapi.json")).status, 401);
    const reply = await call(s, "GET", "/v1/openapi.json", undefined, auth);
    assert.equal(reply.status, 200);
    const doc = reply.body;
    assert.equal(doc.openapi, "3.1.0");
    // The validator dereferences the document in place: give it a copy.
    const result = await validate(structuredClone(doc));
    assert.ok(result.valid, JSON.stringify(result, null, 1));
    assert.deepEqual(result.warnings, []);
    assert.deepEqual(doc.security, [{ bearer: [] }]);
    assert.deepEqual(doc.paths["/health"].get.security, [], "/health needs no token");

    // Every route Hono serves (middleware and 405 catch-alls aside) is documented, and nothing
    // else is.
    const home = await Deno.makeTempDir();
    const brains = new BrainDirectory({ home });
    const app = createApp({ brains });
    const served = new Set(
      app.routes.filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/:([a-z]+)/g, "{$1}")}`),
    );
    await brains.close();
    await Deno.remove(home, { recursive: true });
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`)
      ),
    );
    assert.deepEqual([...documented].sort(), [...served].sort());
    for (
      const route of [
        "GET /v1/brains/{brain}/traces",
        "GET /v1/brains/{brain}/traces/{id}/details",
        "PATCH /v1/brains/{brain}/traces/{id}",
        "POST /v1/brains/{brain}/traces/{id}/supersede",
        "GET /v1/brains/{brain}/dreams",
        "GET /ui",
      ]
    ) {
      assert.ok(served.has(route), route);
    }

    // The document describes what the routes enforce: the same fields, types and bounds.
    const recall = doc.paths["/v1/brains/{brain}/recall"].post.requestBody.content[
      "application/json"
    ].schema;
    assert.equal(recall.additionalProperties, false);
    assert.deepEqual(recall.required, ["query"]);
    for (const field of ["kinds", "tags", "meta", "createdAfter", "usedBefore", "minRetention"]) {
      assert.ok(field in recall.properties, field);
    }
    assert.equal(recall.properties.k.maximum, 1000);
    await call(s, "POST", "/v1/brains/d/traces", { content: "seed" }, auth);
    const tooMany = await call(s, "POST", "/v1/brains/d/recall", { query: "x", k: 1001 }, auth);
    assert.equal(tooMany.status, 422);
    const list = doc.paths["/v1/brains/{brain}/traces"].get.parameters;
    const kind = list.find((p: { name: string }) => p.name === "kind");
    assert.deepEqual(kind.schema.items.enum, ["episodic", "semantic", "core"]);
    const bad = await call(s, "GET", "/v1/brains/d/traces?kind=dream", undefined, auth);
    assert.equal(bad.status, 422);
    assert.match(bad.body.error.message, /kind\[0\] "dream": expected one of episodic/);
    const traceSchema = doc.components.schemas.Trace;
    assert.ok(traceSchema.properties.retention, "every trace carries its retention");
    // A brain in the listing is its stats, or the error of one that cannot be opened.
    const summary = doc.paths["/v1/brains"].get.responses["200"].content["application/json"]
      .schema.properties.summaries.items;
    assert.deepEqual(
      summary.anyOf.map((s: { required: string[] }) => s.required.slice(0, 2)),
      [["name", "embedder"], ["name", "error"]],
    );
    assert.deepEqual(summary.anyOf[1].properties.error.required, ["code", "message"]);
  } finally {
    await s.close();
  }
});
