/**
 * Exact nearest-neighbour search cost, top 64 of n random unit vectors: the int8
 * {@linkcode VectorIndex} (WebAssembly SIMD) against a plain-JS Float32 scan and against
 * `sqlite-vec`'s `vec0` table (exact KNN in C, loaded into `node:sqlite`), at 10k, 100k and 1M
 * vectors of 128 dimensions (the hashing embedder) and 768 (`nomic-embed-text`). Prints a
 * Markdown table of p50 per query and memory held. (`sqlite-vec` is a benchmark-only npm
 * dependency; the library does not use it.)
 *
 * `deno run -A bench/vector_scan.ts [--sizes 10000,100000,1000000] [--dims 128,768]
 * [--no-sqlite-vec]`
 */
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import * as sqliteVec from "npm:sqlite-vec@0.1.9";
import { VectorIndex } from "../src/recall/vector_index.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000,1000000" },
    dims: { type: "string", default: "128,768" },
    queries: { type: "string", default: "30" },
    "no-sqlite-vec": { type: "boolean", default: false },
  },
});

/** A `vec0` table of the same vectors, and its exact KNN query. */
function sqliteVecTable(d: number): { add(v: Float32Array): void; knn(q: Float32Array): void } {
  const db = new DatabaseSync(":memory:", { allowExtension: true });
  db.loadExtension(sqliteVec.getLoadablePath());
  db.exec(`CREATE VIRTUAL TABLE v USING vec0(embedding float[${d}] distance_metric=cosine)`);
  const insert = db.prepare("INSERT INTO v (embedding) VALUES (?)");
  const knn = db.prepare(
    "SELECT rowid, distance FROM v WHERE embedding MATCH ? ORDER BY distance LIMIT 64",
  );
  db.exec("BEGIN");
  return {
    add: (v) => insert.run(v),
    knn: (q) => {
      if (db.isTransaction) db.exec("COMMIT");
      knn.all(q);
    },
  };
}

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
const withVec = !values["no-sqlite-vec"];
console.log(
  "| vectors | dims | JS Float32 scan p50 | Float32 MB | int8 SIMD scan p50 | int8 MB | sqlite-vec p50 |",
);
console.log("|---:|---:|---:|---:|---:|---:|---:|");
for (const d of values.dims.split(",").map(Number)) {
  for (const n of values.sizes.split(",").map(Number)) {
    const gen = generator(n + d);
    const index = new VectorIndex(d);
    const matrix = new Float32Array(n * d);
    const table = withVec ? sqliteVecTable(d) : null;
    for (let i = 0; i < n; i++) {
      const v = gen(d);
      matrix.set(v, i * d);
      index.set(i + 1, v);
      table?.add(v);
    }
    const qs = Array.from({ length: 8 }, () => gen(d));
    let qi = 0;
    const f = p50(() => floatTopK(matrix, n, qs[qi++ % qs.length], 64), nq);
    const q8 = p50(() => index.nearest(qs[qi++ % qs.length], 64, -1), nq);
    const sv = table ? `${p50(() => table.knn(qs[qi++ % qs.length]), nq).toFixed(2)} ms` : "–";
    console.log(
      `| ${n.toLocaleString("en")} | ${d} | ${f.toFixed(2)} ms | ${
        (matrix.byteLength / 1e6).toFixed(0)
      } | ${q8.toFixed(2)} ms | ${(n * (Math.ceil(d / 16) * 16 + 16) / 1e6).toFixed(0)} | ${sv} |`,
    );
  }
}
