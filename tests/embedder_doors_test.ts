/**
 * The embedder through the front doors: `--embedder` / `$ENGRAM_EMBEDDER` with
 * `$ENGRAM_EMBEDDER_URL` / `$ENGRAM_EMBEDDER_KEY` for the CLI (a subprocess) and server.ts (a
 * subprocess on a real socket), `engram reembed`, and a dead service as a service failure:
 * CLI exit 1, HTTP 503 — never bad input.
 */
import { spawnServer } from "./helpers.ts";
import assert from "node:assert/strict";
import { join } from "node:path";
import { deadServiceURL, fakeEmbeddingService } from "./fake_embeddings.ts";
import { embedderOptions } from "../src/doors/embedder_config.ts";
import { InputError } from "../mod.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const KEY = "sk-never-printed";

async function denoDir(): Promise<string> {
  const { stdout } = await new Deno.Command(Deno.execPath(), { args: ["info", "--json"] })
    .output();
  return JSON.parse(new TextDecoder().decode(stdout)).denoDir as string;
}

/** Run the CLI with a clean environment plus `env`. */
async function engram(
  home: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "cli.ts"), "--db", join(home, "brain.db"), ...args],
    clearEnv: true,
    env: { PATH: Deno.env.get("PATH") ?? "", DENO_DIR: await denoDir(), HOME: home, ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  return { code: out.code, out: text.decode(out.stdout), err: text.decode(out.stderr) };
}

Deno.test("cli: openai:<model> from the environment recalls by meaning; reembed moves a brain", async () => {
  const service = fakeEmbeddingService();
  const home = await Deno.makeTempDir();
  const toy = {
    ENGRAM_EMBEDDER: "openai:toy-embed",
    ENGRAM_EMBEDDER_URL: service.baseURL,
    ENGRAM_EMBEDDER_KEY: KEY,
  };
  try {
    // Written with the default (hashing) embedder first.
    let r = await engram(home, ["remember", "the flight to Saigon leaves at 7:40"]);
    assert.equal(r.code, 0, r.err);
    r = await engram(home, ["recall", "when does my plane depart", "--json"], toy);
    assert.equal(r.code, 1, "another embedder's brain is a runtime failure, not a usage error");
    assert.match(r.err, /its vectors were written by hashing-128, not openai:toy-embed.*reembed/);

    r = await engram(home, ["reembed"], toy);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Reembedded 1 trace with openai:toy-embed@256$/m);
    r = await engram(home, ["recall", "when does my plane depart", "--json", "--peek"], toy);
    assert.equal(r.code, 0, r.err);
    assert.equal(JSON.parse(r.out)[0].trace.content, "the flight to Saigon leaves at 7:40");
    r = await engram(home, ["recall", "quantum chromodynamics", "--json", "--peek"], toy);
    assert.deepEqual(JSON.parse(r.out), []);
    assert.ok(service.authorizations.every((a) => a === `Bearer ${KEY}`));

    // The flag wins over the environment.
    r = await engram(home, ["recall", "flight", "--embedder", "hashing"], toy);
    assert.equal(r.code, 1);
    assert.match(r.err, /written by openai:toy-embed@256, not hashing-128/);
    r = await engram(home, ["recall", "flight", "--embedder", "word2vec"]);
    assert.equal(r.code, 2, r.err);
    assert.match(
      r.err,
      /Invalid embedder "word2vec": expected hashing \(default\), openai:MODEL\[@DIMENSIONS\] or ollama:MODEL/,
    );
    // ollama:<model> is the same model's vectors: the brain takes it as openai:<model>.
    r = await engram(home, [
      "recall",
      "plane",
      "--json",
      "--peek",
      "--embedder",
      "ollama:toy-embed",
    ], {
      ENGRAM_EMBEDDER_URL: service.baseURL,
    });
    assert.equal(r.code, 0, r.err);
    assert.equal(JSON.parse(r.out)[0].trace.content, "the flight to Saigon leaves at 7:40");
  } finally {
    await service.close();
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("cli: a dead embedding service fails the write with exit 1 and writes nothing", async () => {
  const home = await Deno.makeTempDir();
  try {
    const env = {
      ENGRAM_EMBEDDER: "openai:nomic-embed-text",
      ENGRAM_EMBEDDER_URL: deadServiceURL(),
      ENGRAM_EMBEDDER_KEY: KEY,
    };
    const r = await engram(home, ["remember", "user likes tea"], env);
    assert.equal(r.code, 1, r.err);
    assert.match(
      r.err,
      /^engram remember: Cannot embed text: openai:nomic-embed-text at .*cannot reach it/,
    );
    assert.doesNotMatch(r.err + r.out, new RegExp(KEY), "the key is never printed");
    const stats = await engram(home, ["stats", "--json"]);
    assert.equal(JSON.parse(stats.out).traces, 0);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

/** Start server.ts and return its base URL once it listens. */
function startServer(home: string, env: Record<string, string>) {
  return spawnServer(["run", "-A", "server.ts", "--port", "0", "--home", home], env);
}

Deno.test("server.ts: the embedder from the environment; a dead service answers 503", async () => {
  const service = fakeEmbeddingService();
  const home = await Deno.makeTempDir();
  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    const live = await startServer(home, {
      ENGRAM_EMBEDDER: "openai:toy-embed",
      ENGRAM_EMBEDDER_URL: service.baseURL,
    });
    try {
      const made = await post(`${live.url}/v1/brains/alice/traces`, {
        content: "took the dog out",
      });
      assert.equal(made.status, 201, await made.clone().text());
      await made.body?.cancel();
      const recall = await post(`${live.url}/v1/brains/alice/recall`, { query: "puppy" });
      const hits = (await recall.json()).hits;
      assert.equal(hits[0]?.trace.content, "took the dog out");
    } finally {
      await live.stop();
    }
    const dead = await startServer(home, {
      ENGRAM_EMBEDDER: "openai:toy-embed",
      ENGRAM_EMBEDDER_URL: deadServiceURL(),
    });
    try {
      const r = await post(`${dead.url}/v1/brains/alice/traces`, { content: "more" });
      assert.equal(r.status, 503);
      const body = await r.json();
      assert.equal(body.error.code, "embedder_failed");
      assert.match(body.error.message, /^Cannot embed text: openai:toy-embed at /);
    } finally {
      await dead.stop();
    }
  } finally {
    await service.close();
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("embedder specs: openai: and ollama: with their default URLs, the key from the environment", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  assert.equal(embedderOptions(undefined, env({})), null, "hashing by default");
  assert.equal(embedderOptions("hashing", env({ ENGRAM_EMBEDDER: "openai:x" })), null);
  assert.deepEqual(
    embedderOptions(
      undefined,
      env({ ENGRAM_EMBEDDER: "openai:text-embedding-3-small@512", ENGRAM_EMBEDDER_KEY: "k" }),
    ),
    {
      baseURL: "https://api.openai.com/v1",
      model: "text-embedding-3-small",
      apiKey: "k",
      dimensions: 512,
    },
  );
  assert.deepEqual(embedderOptions("ollama:nomic-embed-text", env({})), {
    baseURL: "http://localhost:11434/v1",
    model: "nomic-embed-text",
    apiKey: undefined,
    dimensions: undefined,
  });
  assert.equal(
    embedderOptions("ollama:nomic-embed-text", env({ ENGRAM_EMBEDDER_URL: "http://gpu:11434" }))
      ?.baseURL,
    "http://gpu:11434",
  );
  for (const bad of ["ollama:m@64", "openai:", "cohere:x", "openai:a b"]) {
    assert.throws(() => embedderOptions(bad, env({})), InputError, bad);
  }
});
