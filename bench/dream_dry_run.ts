/**
 * A dream's plan, timed and compared: dry-runs a brain with the code of a checkout (this one by
 * default), prints each step's seconds (wall and user CPU), and writes the report's JSON; with
 * `--compare`, says whether two such reports plan exactly the same night (counts, and which
 * traces are superseded, dissolved, merged into which, distilled into which gist texts).
 *
 * ```
 * deno task bench:dream --sizes 1000000 --keep /tmp/brains       # build a brain once
 * cp /tmp/brains/dream-1000000.db /tmp/copy.db                   # dry runs open it: use a copy
 * deno run -A bench/dream_dry_run.ts /tmp/copy.db --root ../main --out /tmp/before.json
 * deno run -A bench/dream_dry_run.ts /tmp/copy.db --out /tmp/after.json
 * deno run -A bench/dream_dry_run.ts --compare /tmp/before.json /tmp/after.json
 * ```
 * @module
 */
import { parseArgs } from "node:util";
import process from "node:process";

/** The parts of two reports that differ (empty when they plan the same night). */
export function planDifferences(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out.push(key);
  }
  return out;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    allowPositionals: true,
    options: {
      root: { type: "string", default: new URL("..", import.meta.url).pathname },
      out: { type: "string" },
      compare: { type: "boolean" },
    },
  });
  if (values.compare) {
    const [a, b] = positionals.map((p) => JSON.parse(Deno.readTextFileSync(p)));
    const differ = planDifferences(a, b);
    console.log(differ.length === 0 ? "identical plans" : `plans differ in: ${differ.join(", ")}`);
    if (differ.length > 0) Deno.exit(1);
  } else {
    const mod = await import(`${values.root}/mod.ts`);
    const { world } = await import(`${values.root}/bench/dream_scale.ts`);
    const memory = mod.Memory.open(new mod.SqliteStore(positionals[0]), {
      clock: new mod.Clock({ virtual: true, start: world(0).now }),
    });
    const cpu = () => process.cpuUsage().user / 1e6;
    const steps: string[] = [];
    let step = "", wall = performance.now(), user = cpu();
    const close = () => {
      steps.push(
        `${step} ${((performance.now() - wall) / 1000).toFixed(1)} s (cpu ${
          (cpu() - user).toFixed(1)
        } s)`,
      );
      [wall, user] = [performance.now(), cpu()];
    };
    const report = await memory.dream({
      dryRun: true,
      onProgress: (s: string) => {
        if (s === step) return;
        if (step) close();
        else [wall, user] = [performance.now(), cpu()];
        step = s;
      },
    });
    close();
    console.log(steps.join(", "));
    if (values.out) await Deno.writeTextFile(values.out, JSON.stringify(report));
    await memory.close();
  }
}
