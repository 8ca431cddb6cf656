/**
 * Dream at scale: how long one night takes on a brain of 10k and 100k traces holding a
 * realistic mix (facts and their duplicates, habits repeated as episodes, stale states, faded
 * noise, co-recall links). Seeded and deterministic; the brain is a real file in WAL mode.
 *
 * ```
 * deno task bench:dream                        # 10k and 100k traces
 * deno task bench:dream --sizes 1000,10000 --json
 * deno task bench:dream --sizes 1000000 --keep /tmp/brains   # keep the imported brains
 * deno task bench:dream --sizes 1000000 --from /tmp/brains   # dream over a copy of them
 * ```
 * Building a million-trace brain takes minutes: `--keep DIR` saves each imported brain as
 * `DIR/dream-<n>.db`, and `--from DIR` dreams over a fresh copy of it instead of importing.
 * @module
 */
import { parseArgs } from "node:util";
import { DAY_MS } from "../src/core/clock.ts";
import { Clock, type ExportDocument, Memory, SqliteStore, type TraceData } from "../mod.ts";
import { rng } from "./corpus.ts";

const NAMES = ("Lan Minh Hoa Tuan Linh Nam Mai Hung Thu Duc Anh Binh Chi Dung Giang Hai Khanh " +
  "Long Ngoc Phuong Quang Son Trang Viet Yen Alice Bob Carol Dave Erin Frank Grace Heidi Ivan " +
  "Judy Mallory Oscar Peggy Rupert Sybil Trent Victor Walter Zoe").split(" ");
const CITIES =
  ("Hanoi Saigon Danang Hue Haiphong Dalat Vinh Cantho Nhatrang Quynhon Paris Berlin " +
    "Tokyo Osaka Seoul Lisbon Madrid Rome Oslo Dublin").split(" ");
const COMPANIES = "Acme Globex Initech Umbrella Hooli Vandelay Wonka Stark Wayne Cyberdyne"
  .split(" ");
const FOODS =
  ("pho bunbo banhmi congee noodles pancakes oatmeal eggs toast yogurt rice dumplings " +
    "porridge bagels muesli croissants sushi ramen curry salad").split(" ");
const MEALS = ["breakfast", "lunch", "dinner"];
const ACTIVITIES = ("running cycling swimming walking reading gardening cooking painting yoga " +
  "climbing").split(" ");
const PLACES = "park river lake gym garden library beach hills market square".split(" ");
const WORDS = ("printer invoice ticket router battery receipt charger umbrella parcel keyboard " +
  "monitor ladder blender kettle curtain wallet passport laptop backpack jacket bicycle scooter " +
  "helmet notebook pencil stapler folder calendar reminder password voucher coupon refund " +
  "warranty license contract meeting agenda budget report draft slide chart survey feedback " +
  "deadline backlog sprint release hotfix rollback migration schema index query cache cluster")
  .split(" ");
const WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(" ");

/** A brain of `n` traces as an export document, plus what it is made of. */
export function world(n: number, seed = 1): { doc: ExportDocument; now: number } {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const now = Date.UTC(2026, 5, 1);
  const traces: TraceData[] = [];
  const add = (
    content: string,
    ageDays: number,
    stability: number,
    extra: Partial<TraceData> = {},
  ) => {
    const at = now - Math.round(ageDays * DAY_MS);
    traces.push({
      id: traces.length + 1,
      content,
      kind: "episodic",
      salience: 0.5,
      stability,
      createdAt: at,
      lastReinforcedAt: at,
      recalls: 0,
      tags: [],
      meta: {},
      sources: [],
      supersededBy: null,
      ...extra,
    });
  };
  const fact = (): string => {
    const who = pick(NAMES);
    switch (Math.floor(r() * 5)) {
      case 0:
        return `${who} lives in ${pick(CITIES)}`;
      case 1:
        return `${who} works at ${pick(COMPANIES)} in ${pick(CITIES)}`;
      case 2:
        return `${who}'s phone number is 555-${1000 + Math.floor(r() * 9000)}`;
      case 3:
        return `${who} is allergic to ${pick(FOODS)} and ${pick(WORDS)}s`;
      default:
        return `${who} likes ${pick(FOODS)} with ${pick(FOODS)} at ${pick(PLACES)} ${
          1 + Math.floor(r() * 40)
        }`;
    }
  };
  while (traces.length < n) {
    const roll = r();
    if (roll < 0.2) {
      // Faded noise: touched once long ago, well past the forgetting floor.
      add(
        `note about the ${pick(WORDS)} and the ${pick(WORDS)} for ${pick(NAMES)} #${traces.length}`,
        60 + r() * 300,
        1 + r() * 3,
      );
    } else if (roll < 0.45) {
      add(fact(), r() * 30, 10 + r() * 50, { salience: 0.7, recalls: Math.floor(r() * 4) });
    } else if (roll < 0.55 && traces.length > 0) {
      // A duplicate of a recent fact, noted again in other words.
      const of = traces[Math.max(0, traces.length - 1 - Math.floor(r() * 50))].content;
      const variant = Math.floor(r() * 3);
      add(
        variant === 0
          ? `${of}!`
          : variant === 1
          ? `Note: ${of}.`
          : of.replace(/^\w/, (c) => c.toUpperCase()),
        r() * 14,
        3 + r() * 5,
      );
    } else if (roll < 0.85) {
      // A habit, repeated as episodes with varying time words.
      const food = pick(FOODS), meal = pick(MEALS), act = pick(ACTIVITIES), place = pick(PLACES);
      const forms = [
        `had ${food} for ${meal}`,
        `had ${food} for ${meal} again this morning`,
        `${food} for ${meal} again, as usual`,
        `had ${food} for ${meal} on ${pick(WEEKDAYS)}`,
        `went ${act} in the ${place}`,
        `went ${act} in the ${place} again today`,
        `${act} in the ${place} this evening`,
      ];
      add(pick(forms), r() * 7, 2 + r() * 2);
    } else {
      add(
        `fixed the ${pick(WORDS)} and ordered a ${pick(WORDS)} for the ${pick(WORDS)} ${
          Math.floor(r() * 1000)
        }`,
        r() * 7,
        2 + r() * 4,
      );
    }
  }
  const links = [];
  for (let i = 0; i < n * 0.3; i++) {
    const a = 1 + Math.floor(r() * n);
    const b = Math.min(n, Math.max(1, a + 1 + Math.floor(r() * 20)));
    if (a !== b) links.push({ a: Math.min(a, b), b: Math.max(a, b), w: 0.1 + 0.5 * r() });
  }
  // Ids in order of creation, as in any brain written by `remember` (its clock only moves on)
  // or imported from one's export: a trace's id and its place in the creation-time index agree.
  // Generated out of order, each deletion touched a random page of that index.
  const order = traces.map((_, i) => i).sort((i, j) =>
    traces[i].createdAt - traces[j].createdAt || i - j
  );
  const renamed = new Map(order.map((from, i) => [from + 1, i + 1]));
  const inOrder = order.map((from, i) => ({ ...traces[from], id: i + 1 }));
  const unique = new Map(links.map((l) => {
    const [a, b] = [renamed.get(l.a)!, renamed.get(l.b)!].sort((x, y) => x - y);
    return [`${a}:${b}`, { a, b, w: l.w }];
  }));
  return {
    doc: {
      format: "engram",
      version: 1,
      exportedAt: new Date(now).toISOString(),
      traces: inOrder,
      links: [...unique.values()],
      counters: {},
    },
    now,
  };
}

/** Write transactions longer than this are listed, with where their time went. */
const SLOW_TX_MS = 250;

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      sizes: { type: "string", default: "10000,100000" },
      json: { type: "boolean" },
      keep: { type: "string" },
      from: { type: "string" },
    },
  });
  const results = [];
  for (const n of values.sizes!.split(",").map(Number)) {
    const dir = await Deno.makeTempDir({ prefix: "engram-dream-" });
    const kept = (folder: string) => `${folder}/dream-${n}.db`;
    const t0 = performance.now();
    if (values.from) {
      await Deno.copyFile(kept(values.from), `${dir}/brain.db`);
    } else {
      const { doc, now } = world(n);
      const built = new Memory(`${dir}/brain.db`, {
        clock: new Clock({ virtual: true, start: now }),
      });
      await built.import(doc);
      await built.close();
      if (values.keep) {
        await Deno.mkdir(values.keep, { recursive: true });
        await Deno.copyFile(`${dir}/brain.db`, kept(values.keep));
      }
    }
    const t1 = performance.now();
    const store = new SqliteStore(`${dir}/brain.db`);
    const mem = Memory.open(store, { clock: new Clock({ virtual: true, start: world(0).now }) });
    // The longest write transaction: what another writer of this brain may wait behind. Each
    // one over SLOW_TX_MS is listed with the step it served and where its time went: the store
    // calls inside it, and the rest (taking the lock, the commit and the upkeep after it).
    let longestTx = 0;
    let step = "";
    const slow: string[] = [];
    const spent = new Map<string, number>();
    // Per step, where its write transactions' time went in total: each store call, the rest of
    // the transaction's body, and taking the lock plus the commit (and the upkeep after it).
    const totals = new Map<string, Map<string, number>>();
    const transaction = store.transaction.bind(store);
    store.transaction = async (fn) => {
      const start = performance.now();
      spent.clear();
      let body = 0;
      try {
        return await transaction(async (tx) => {
          const t = performance.now();
          try {
            return await fn(tx);
          } finally {
            body = performance.now() - t;
          }
        });
      } finally {
        const took = performance.now() - start;
        longestTx = Math.max(longestTx, took);
        const total = totals.get(step) ?? new Map<string, number>();
        totals.set(step, total);
        const add = (key: string, ms: number) => total.set(key, (total.get(key) ?? 0) + ms);
        add("transactions", 1);
        add("in transactions", took);
        for (const [k, ms] of spent) add(k, ms);
        add("other", body - [...spent.values()].reduce((a, b) => a + b, 0));
        add("lock+commit", took - body);
        if (took > SLOW_TX_MS) {
          const calls = [...spent].sort((a, b) => b[1] - a[1]).map(([k, ms]) =>
            `${k} ${ms.toFixed(0)}`
          );
          slow.push(
            `${took.toFixed(0)} ms (${step}): ${calls.join(", ")}, other ${
              (body - [...spent.values()].reduce((a, b) => a + b, 0)).toFixed(0)
            }, lock+commit ${(took - body).toFixed(0)}`,
          );
        }
      }
    };
    for (
      const name of [
        "deleteTraces",
        "getTraces",
        "updateTraces",
        "insertTraces",
        "appendHistory",
        "setLinks",
        "strengthenLinks",
        "linksAmong",
        "existingIds",
        "appendDream",
      ] as const
    ) {
      const method = (store[name] as (...args: unknown[]) => Promise<unknown>).bind(store);
      (store as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const t = performance.now();
        try {
          return await method(...args);
        } finally {
          spent.set(name, (spent.get(name) ?? 0) + performance.now() - t);
        }
      };
    }
    // When each step of the first night began: where its time goes.
    const began = new Map<string, number>();
    const report = await mem.dream({
      onProgress: (at) => {
        step = at;
        if (!began.has(at)) began.set(at, performance.now());
      },
    });
    const t2 = performance.now();
    const stepsMs: Record<string, number> = {};
    const marks = [...began].sort((a, b) => a[1] - b[1]);
    marks.forEach(([step, at], i) => {
      stepsMs[step] = Math.round((marks[i + 1]?.[1] ?? t2) - at);
    });
    step = "second night";
    const again = await mem.dream();
    const t3 = performance.now();
    await mem.close();
    await Deno.remove(dir, { recursive: true });
    const row = {
      traces: n,
      setupMs: Math.round(t1 - t0),
      dreamMs: Math.round(t2 - t1),
      secondDreamMs: Math.round(t3 - t2),
      longestTxMs: Math.round(longestTx),
      stepsMs,
      report: {
        superseded: report.superseded,
        dissolved: report.dissolved,
        rewired: report.rewired,
        merged: report.merged,
        gists: report.gists,
        distilled: report.distilled,
        associations: report.associations,
        netChange: report.netChange,
      },
      secondNetChange: again.netChange,
      slowTransactions: slow,
      transactionTotalsMs: Object.fromEntries(
        [...totals].map(([at, total]) => [
          at,
          Object.fromEntries(
            [...total].map(([k, v]) => [k, Math.round(v)]),
          ),
        ]),
      ),
    };
    results.push(row);
    if (!values.json) {
      console.log(
        `${n} traces: dream ${(row.dreamMs / 1000).toFixed(2)} s ` +
          `(second dream ${(row.secondDreamMs / 1000).toFixed(2)} s, ` +
          `longest write transaction ${row.longestTxMs} ms, ` +
          `${values.from ? "copy" : "import"} ${(row.setupMs / 1000).toFixed(1)} s)`,
      );
      console.log(
        "  steps: " +
          Object.entries(stepsMs).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(", "),
      );
      for (const [at, total] of Object.entries(row.transactionTotalsMs)) {
        const { transactions, "in transactions": inside, ...parts } = total;
        const outside = (row.stepsMs[at] ?? inside) - inside;
        console.log(
          `  ${at}: ${transactions} transactions, ${(inside / 1000).toFixed(1)} s in them (` +
            Object.entries(parts).sort((a, b) => b[1] - a[1])
              .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`).join(", ") +
            `), ${(outside / 1000).toFixed(1)} s between them`,
        );
      }
      for (const line of slow) console.log(`  slow transaction: ${line}`);
      console.log("  " + report.toString().split("\n").join("\n  "));
      console.log(
        `  second dream: ${again.toString().split("\n").slice(1).join(",").replace(/ +/g, " ")}`,
      );
    }
  }
  if (values.json) console.log(JSON.stringify(results, null, 2));
}
