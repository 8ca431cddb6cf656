/**
 * The README is the product's face: its TypeScript samples must run, and the tour output it
 * shows must be exactly what the tour prints.
 */
import assert from "node:assert/strict";

const ROOT = new URL("../", import.meta.url);
const README = Deno.readTextFileSync(new URL("README.md", ROOT));

function blocks(lang: string): string[] {
  const out: string[] = [];
  const fence = new RegExp("^```" + lang + "\\n([\\s\\S]*?)^```", "gm");
  for (const m of README.matchAll(fence)) out.push(m[1]);
  return out;
}

async function run(args: string[], cwd?: string): Promise<string> {
  const out = await new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  assert.equal(
    out.code,
    0,
    `deno ${args.join(" ")} failed:\n${new TextDecoder().decode(out.stderr)}`,
  );
  return text;
}

Deno.test("every TypeScript sample in the README runs", async () => {
  const samples = blocks("ts");
  assert.ok(samples.length > 0);
  const dir = Deno.makeTempDirSync({ prefix: "engram-readme-" });
  try {
    for (const [i, code] of samples.entries()) {
      const file = `${dir}/sample_${i}.ts`;
      // Samples import the library as "./mod.ts", relative to the repo root.
      Deno.writeTextFileSync(file, code.replaceAll(`"./mod.ts"`, `"${new URL("mod.ts", ROOT)}"`));
      const printed = await run([
        "run",
        "--allow-read",
        "--allow-write",
        `--config=${new URL("deno.json", ROOT).pathname}`,
        file,
      ], dir);
      // The learned-cue sample: nothing before the use, the memory after it, by its words.
      if (code.includes("who looks after the money?")) {
        assert.match(printed, /^0\nuser banks with Monzo 0\.27\n\[ "holds", "money" \]\n$/);
      }
      // The library sample says what its context block holds: check it does.
      if (code.includes("cooking dinner for Hieu")) {
        assert.match(
          printed,
          /<memory>\n- .*user is allergic to peanuts\n- .*user's name is Hieu\n<\/memory>/,
        );
      }
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test("the README shows the tour's real output", async () => {
  const shown = README.split("This is its real output:")[1]?.match(/```text\n([\s\S]*?)```/)?.[1];
  assert.ok(shown, "the README has a tour output block");
  const actual = await run(["run", new URL("examples/tour.ts", ROOT).pathname]);
  assert.equal(shown, actual);
});

Deno.test("the README shows the forgetting chart's real output", async () => {
  const actual = await run(["run", new URL("examples/forgetting.ts", ROOT).pathname]);
  assert.ok(README.includes(actual), actual);
});

Deno.test("the README's curl session is what scripts/readme_http.ts prints", async () => {
  const shown = README.split("A real session (`deno task readme:http`")[1]
    ?.match(/```console\n([\s\S]*?)```/)?.[1];
  assert.ok(shown, "the README has the HTTP session block");
  const { transcript } = await import("../scripts/readme_http.ts");
  assert.equal(shown, await transcript());
});

Deno.test("the README's Citus SQL is the CITUS_SQL the store exports", async () => {
  const { CITUS_SQL } = await import("../src/store/postgres_schema.ts");
  const shown = blocks("sql").find((b) => b.includes("create_reference_table('engram_schema')"));
  assert.equal(shown?.trim(), CITUS_SQL.trim());
});
