/**
 * Exact nearest-neighbour search cost: the int8 {@linkcode VectorIndex} against a plain
 * Float32 scan, at 10k, 100k and 1M vectors of 128 (the hashing embedder) and 768 dimensions
 * (`nomic-embed-text`). Prints a Markdown table of p50 per query and memory held.
 *
 * `deno run -A bench/vector_scan.ts [--sizes 10000,100000,1000000] [--dims 128,768]`
 */
import { parseArgs } from "node:util";
import { VectorIndex } from "../src/recall/vector_index.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000,1000000" },
    dims: { type: "string", default: "128,768" },
    queries: { type: "string", default: "30" },
  },
});

/** A deterministic pseudo-random unit vector generator (xorshift). */
function generator(seed: number): (d: number) => Float32Array {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 4294967296) * 2 - 1;
  };
  return (d) => {
    const v = new Float32Array(d);
    let n = 0;
    for (let i = 0; i < d; i++) n += (v[i] = next()) ** 2;
    for (let i = 0; i < d; i++) v[i] /= Math.sqrt(n);
    return v;
  };
}

/** Exact top-k over a Float32 matrix of unit rows. */
function floatTopK(m: Float32Array, rows: number, q: Float32Array, k: number): number[] {
  const d = q.length;
  const best: number[] = [];
  let min = -Infinity;
  for (let r = 0, b = 0; r < rows; r++, b += d) {
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (let i = 0; i < d; i += 4) {
      s0 += q[i] * m[b + i];
      s1 += q[i + 1] * m[b + i + 1];
      s2 += q[i + 2] * m[b + i + 2];
      s3 += q[i + 3] * m[b + i + 3];
    }
    const s = s0 + s1 + s2 + s3;
    if (s <= min) continue;
    best.push(s);
    if (best.length > k) {
      best.sort((a, b) => b - a).length = k;
      min = best[k - 1];
    }
  }
  return best;
}

function p50(run: () => void, n: number): number {
  run();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    run();
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b)[Math.floor(n / 2)];
}

const nq = Number(values.queries);
console.log("| vectors | dims | Float32 scan p50 | Float32 MB | int8 scan p50 | int8 MB |");
console.log("|---:|---:|---:|---:|---:|---:|");
for (const d of values.dims.split(",").map(Number)) {
  for (const n of values.sizes.split(",").map(Number)) {
    const gen = generator(n + d);
    const index = new VectorIndex(d);
    const matrix = new Float32Array(n * d);
    for (let i = 0; i < n; i++) {
      const v = gen(d);
      matrix.set(v, i * d);
      index.set(i + 1, v);
    }
    const qs = Array.from({ length: 8 }, () => gen(d));
    let qi = 0;
    const f = p50(() => floatTopK(matrix, n, qs[qi++ % qs.length], 64), nq);
    const q8 = p50(() => index.nearest(qs[qi++ % qs.length], 64, -1), nq);
    console.log(
      `| ${n.toLocaleString("en")} | ${d} | ${f.toFixed(2)} ms | ${
        (matrix.byteLength / 1e6).toFixed(0)
      } | ${q8.toFixed(2)} ms | ${(n * (d + 12) / 1e6).toFixed(0)} |`,
    );
  }
}
