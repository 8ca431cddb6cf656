/**
 * The web inspector in a real browser: Debian's Chromium driven by puppeteer-core, against a
 * server on 127.0.0.1 with a seeded brain on a virtual clock. Each view is checked against the
 * REST API and the engine, and saved as a screenshot in tests/artifacts/ (not committed).
 *
 * Chromium must be installed (scripts/check.sh installs it); without it these tests fail.
 */
import assert from "node:assert/strict";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { retentionAt } from "../src/core/model.ts";
import { HIT_PARTS } from "./helpers.ts";
import type { Memory } from "../src/memory/memory.ts";
import { call, startServer, type TestServer } from "./http_server.ts";

const CHROMIUM = Deno.env.get("ENGRAM_CHROMIUM") ?? "/usr/bin/chromium";
const ARTIFACTS = new URL("./artifacts/", import.meta.url);
const TOKEN = "inspector-token";
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** Chromium on a throwaway profile folder; `close` also removes the folder. */
async function launch(): Promise<{ browser: Browser; close(): Promise<void> }> {
  try {
    await Deno.stat(CHROMIUM);
  } catch {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium package ` +
        `(scripts/check.sh does), or set ENGRAM_CHROMIUM`,
    );
  }
  const profile = await Deno.makeTempDir({ prefix: "engram_chromium_" });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    // Without the background-networking flags Chromium phones home at start.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      await Deno.remove(profile, { recursive: true });
    },
  };
}

/** A brain worth looking at: core facts, a gist to distil, links, recalls, a fading note. */
async function seed(s: TestServer): Promise<void> {
  await s.brains.use("home", "write", async (m: Memory) => {
    await m.rememberMany([
      { content: "user's name is Hieu", kind: "core" },
      { content: "user is allergic to peanuts", kind: "core", salience: 0.9 },
      { content: "user lives in Hanoi", kind: "semantic", tags: ["home"] },
      { content: "meeting with Linh about the budget", tags: ["work"], meta: { project: "alpha" } },
      { content: "Linh owns the alpha launch plan", tags: ["work"] },
      "had pho for breakfast",
      "had pho for breakfast again this morning",
      "Pho for breakfast again, as usual",
      { content: "parked the car on level 3", salience: 0.05 },
      ...Array.from({ length: 22 }, (_, i) => ({
        content: `reading note ${i + 1}: ${["rivers", "dynasties", "trade", "poetry"][i % 4]} ` +
          `in chapter ${i + 1}`,
        tags: ["reading"],
        salience: 0.2 + (i % 5) / 10,
      })),
    ]);
    s.clock.jump({ days: 2 });
    await m.recall("Linh budget meeting alpha");
    s.clock.jump({ days: 3 });
    await m.recall("budget meeting with Linh");
    await m.recall("where does the user live");
    s.clock.jump({ days: 1 });
  });
  await s.brains.use("work", "write", (m: Memory) => m.remember("quarterly review on friday"));
}

async function shot(page: Page, name: string): Promise<void> {
  await Deno.mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`inspector-${name}.png`, ARTIFACTS).pathname });
}

/** The `data-id`s of the rows (or items) matching `selector`, once they have settled. */
function rowIds(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (rows) => rows.map((r) => Number(r.getAttribute("data-id"))));
}

async function go(page: Page, hash: string, ready: string): Promise<void> {
  // Empty the view first, so `ready` can only match what the new view renders.
  await page.evaluate((h) => {
    document.getElementById("main")?.replaceChildren();
    location.hash = h;
  }, hash);
  await page.waitForSelector(`#main ${ready}`);
}

Deno.test("the inspector, in a real browser, shows what the API and the engine say", async (t) => {
  const s = await startServer({ token: TOKEN });
  const { browser, close: closeBrowser } = await launch();
  try {
    await seed(s);
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const origin = s.url;
    const requests: string[] = [];
    page.on("request", (r) => void requests.push(r.url()));
    page.on("dialog", (d) => void d.accept());
    const errors: string[] = [];
    page.on("pageerror", (e) => void errors.push(String(e)));
    const api = async (method: string, path: string, body?: unknown) =>
      (await call(s, method, `/v1/brains/home${path}`, body, AUTH)).body;

    await t.step("without the token only the sign-in page and its assets are served", async () => {
      const seen: { url: string; status: number; body: string }[] = [];
      const collect = async (r: { url(): string; status(): number; text(): Promise<string> }) => {
        seen.push({ url: r.url(), status: r.status(), body: await r.text().catch(() => "") });
      };
      page.on("response", collect);
      await page.goto(`${origin}/`);
      await page.waitForSelector("#token");
      page.off("response", collect);
      assert.equal(await page.$eval("h2", (e) => e.textContent), "Sign in");
      for (const r of seen) {
        const path = new URL(r.url).pathname;
        if (path.startsWith("/v1/")) assert.equal(r.status, 401, r.url);
        else assert.ok(["/", "/ui", "/ui/app.js", "/ui/app.css"].includes(path), r.url);
        for (const secret of ["Hieu", "peanuts", '"home"', "quarterly"]) {
          assert.ok(!r.body.includes(secret), `${r.url} leaks ${secret}`);
        }
      }
      assert.ok(seen.some((r) => r.url.endsWith("/v1/brains") && r.status === 401));
      const text = await page.$eval("body", (b) => b.textContent ?? "");
      assert.ok(!text.includes("home") && !text.includes("Hieu"));
      await shot(page, "sign-in");

      await page.type("#token", "wrong");
      await page.click("form.signin button");
      await page.waitForSelector(".signin .error");
      assert.match(await page.$eval(".signin .error", (e) => e.textContent ?? ""), /refused/);
      await page.type("#token", TOKEN);
      await page.click("form.signin button");
      await page.waitForSelector("table");
      assert.equal(await page.evaluate(() => sessionStorage.getItem("engram.token")), TOKEN);
      assert.ok(!requests.some((u) => u.includes(TOKEN)), "the token never goes in a URL");
    });

    await t.step("brains: counts by kind, retention bands and last dream", async () => {
      const { summaries } = (await call(s, "GET", "/v1/brains", undefined, AUTH)).body;
      const rows = await page.$$eval(
        "tbody tr",
        (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "")),
      );
      assert.deepEqual(rows.map((r) => r[0]), ["home", "work"]);
      for (const [i, b] of summaries.entries()) {
        assert.deepEqual(rows[i].slice(1, 5), [
          String(b.traces),
          String(b.byKind.episodic),
          String(b.byKind.semantic),
          String(b.byKind.core),
        ]);
        assert.ok(rows[i][5].includes(`${b.retention.fresh} fresh`), rows[i][5]);
        assert.ok(rows[i][5].includes(`${b.retention.nearFloor} near the floor`), rows[i][5]);
        assert.equal(rows[i][6], "never");
        assert.equal(rows[i][7], b.embedder);
        assert.equal(rows[i][7], "hashing-128");
      }
      await shot(page, "brains");
    });

    await t.step("one brain: the table pages through the seeded traces; core apart", async () => {
      await go(page, "#/b/home", "table tbody tr");
      const first = await api("GET", "/traces?kind=episodic&kind=semantic");
      assert.equal(first.total, 29);
      assert.deepEqual(
        await rowIds(page, "tbody tr"),
        first.traces.map((x: { id: number }) => x.id),
      );
      const retentions = await page.$$eval(
        "tbody tr .bar",
        (bars) => bars.map((b) => Number(b.getAttribute("aria-valuenow"))),
      );
      assert.deepEqual(
        retentions,
        first.traces.map((x: { retention: number }) => Number(x.retention.toFixed(4))),
      );
      const core = await page.$$eval(".core li", (li) => li.map((l) => l.textContent));
      assert.deepEqual(core, ["user's name is Hieu", "user is allergic to peanuts"]);
      assert.match(await page.$eval(".pager span", (e) => e.textContent ?? ""), /^1–20 of 29$/);
      await shot(page, "traces");
      await page.click(".pager button:last-of-type");
      await page.waitForFunction(() =>
        document.querySelector(".pager span")?.textContent === "21–29 of 29"
      );
      const second = await api("GET", "/traces?kind=episodic&kind=semantic&offset=20");
      assert.deepEqual(
        await rowIds(page, "tbody tr"),
        second.traces.map((x: { id: number }) => x.id),
      );

      // Filters: a tag and an order, as the list API reads them.
      await page.type("input[name=tags]", "work");
      await page.select("select[name=order]", "strongest");
      await page.click("form.filters button[type=submit]");
      await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 2);
      const work = await api("GET", "/traces?kind=episodic&kind=semantic&tag=work&order=strongest");
      assert.deepEqual(
        await rowIds(page, "tbody tr"),
        work.traces.map((x: { id: number }) => x.id),
      );
      // Search: a peek recall with the same selection, ranked.
      await page.type("input[name=search]", "budget");
      await page.click("form.filters button[type=submit]");
      const { hits } = await api("POST", "/recall", {
        query: "budget",
        k: 20,
        reinforce: false,
        kinds: ["episodic", "semantic"],
        tags: ["work"],
      });
      await page.waitForFunction(
        (n) => document.querySelector("main p")?.textContent === `${n} hits, best first`,
        {},
        hits.length,
      );
      assert.deepEqual(
        await rowIds(page, "tbody tr"),
        hits.map((h: { trace: { id: number } }) => h.trace.id),
      );
      assert.equal(
        await page.$eval("tbody tr .content a", (a) => a.textContent),
        "meeting with Linh about the budget",
      );
    });

    await t.step(
      "a trace: its retention curve is the engine's, its links drawn by weight",
      async () => {
        const id = 4; // "meeting with Linh about the budget": recalled twice
        await go(page, `#/b/home/t/${id}`, "svg.chart");
        const details = await api("GET", `/traces/${id}/details`);
        assert.ok(
          details.history.filter((e: { event: string }) => e.event === "reinforced").length >= 2,
        );
        const points: [number, number][] = JSON.parse(
          await page.$eval("svg.chart", (e) => e.getAttribute("data-curve")!),
        );
        const now: [number, number] = JSON.parse(
          await page.$eval("svg.chart", (e) => e.getAttribute("data-now")!),
        );
        const trace = await s.brains.use("home", "read", (m: Memory) => m.get(id));
        assert.equal(now[0], s.clock.now());
        assert.ok(Math.abs(now[1] - trace!.retention(s.clock.now())) < 1e-12);
        const history: { at: number; event: string; before: number; after: number }[] =
          details.history;
        const events = history.map((e) => e.at);
        // A weakly evidenced recall revives a trace partly: the latest reinforcement decays from
        // the trace's own lastReinforcedAt, which may lie before the event itself.
        const reinforced = history.filter((e) => e.event === "reinforced");
        const lastEvent = Math.max(trace!.lastReinforcedAt, ...reinforced.map((e) => e.at));
        const anchorOf = (e: { at: number }) =>
          e === reinforced.at(-1) ? Math.min(e.at, trace!.lastReinforcedAt) : e.at;
        let compared = 0;
        for (const [at, r] of points) {
          if (events.includes(at)) continue; // a jump: two points at one instant
          if (at >= lastEvent) {
            // From the last reinforcement on: the engine's own retention(at).
            assert.ok(Math.abs(r - trace!.retention(at)) < 1e-12, `${at}: ${r}`);
          } else {
            // Before: the same model over the stability the history recorded then.
            const past = history.filter((e) => e.at < at);
            const stability = past.length ? past.at(-1)!.after : history[0].before;
            const lastPast = past.filter((e) => e.event === "reinforced").at(-1);
            const anchor = lastPast ? anchorOf(lastPast) : trace!.createdAt;
            assert.ok(Math.abs(r - retentionAt(stability, anchor, at)) < 1e-12, `${at}: ${r}`);
          }
          compared++;
        }
        assert.ok(compared > 100);
        assert.equal(points[0][0], trace!.createdAt);
        assert.ok(points.at(-1)![1] <= 0.02 + 1e-9, "projected down to the forgetting floor");
        const floorLabel = await page.$eval(".floor-label", (e) => e.textContent);
        assert.equal(floorLabel, "forgetting floor 2.0%");
        const historyRows = await page.$$eval("h3 + .scroll tbody tr", (r) => r.length);
        assert.equal(historyRows, details.history.length);
        const edges = await page.$$eval(
          "svg.graph .edge",
          (es) =>
            es.map((
              e,
            ) => [Number(e.getAttribute("data-weight")), Number(e.getAttribute("stroke-width"))]),
        );
        assert.deepEqual(
          edges.map(([w]) => w),
          details.links.map((l: { weight: number }) => l.weight),
        );
        assert.ok(edges.length >= 1);
        for (let i = 1; i < edges.length; i++) assert.ok(edges[i - 1][1] >= edges[i][1]);
        await shot(page, "trace");
      },
    );

    await t.step("a trace that answered a question lists the words it learned", async () => {
      const hanoi = (await api("POST", "/recall", { query: "Hanoi", reinforce: false })).hits[0];
      assert.equal(hanoi.trace.content, "user lives in Hanoi");
      await api("POST", "/used", { ids: [hanoi.trace.id], cue: "which city is their home base?" });
      await go(page, `#/b/home/t/${hanoi.trace.id}`, "dl.facts");
      const facts = await page.$$eval(
        "dl.facts dt, dl.facts dd",
        (es) => es.map((e) => e.textContent),
      );
      const at = facts.indexOf("Learned from use");
      assert.ok(at >= 0, facts.join(" | "));
      assert.equal(facts[at + 1], "base, city, home");
    });

    await t.step("recall explained: the API's order and score parts, as a peek", async () => {
      await go(page, "#/b/home/recall", "#q");
      const before = await api("GET", "/traces?limit=100&order=oldest");
      await page.type("#q", "pho breakfast reading");
      await page.click("form.recall button");
      await page.waitForSelector("ol.hits li");
      const { hits } = await api("POST", "/recall", {
        query: "pho breakfast reading",
        k: 10,
        reinforce: false,
      });
      assert.deepEqual(
        await rowIds(page, "ol.hits > li"),
        hits.map((h: { trace: { id: number } }) => h.trace.id),
      );
      for (const part of HIT_PARTS) {
        const shown = await page.$$eval(
          `ol.hits > li .part.${part}`,
          (bars) => bars.map((b) => Number(b.getAttribute("data-value"))),
        );
        assert.deepEqual(shown, hits.map((h: Record<string, number>) => h[part]), part);
      }
      const cues = await page.$$eval(
        "ol.hits > li .part.timeCue",
        (bars) => bars.map((b) => b.getAttribute("data-value")),
      );
      assert.deepEqual(cues, hits.map((h: { timeCue: boolean }) => h.timeCue ? "1" : "0"));
      const after = await api("GET", "/traces?limit=100&order=oldest");
      assert.deepEqual(after.traces, before.traces, "a peek reinforces nothing");
      await shot(page, "recall");
    });

    await t.step("fading: keep reinforces, forget removes the row and the trace", async () => {
      await go(page, "#/b/home/fading", "h2");
      await page.waitForFunction(() => document.querySelector("h2")?.textContent === "Fading");
      const { items } = await api("GET", "/review?horizon=7&k=50");
      assert.ok(items.length >= 2, JSON.stringify(items.length));
      await page.waitForSelector("tbody tr");
      assert.deepEqual(
        await rowIds(page, "tbody tr"),
        items.map((i: { trace: { id: number } }) => i.trace.id),
      );
      await shot(page, "fading");
      const doomed = items[0].trace.id;
      await page.click(`tr[data-id="${doomed}"] button.forget`);
      await page.waitForFunction(
        (id) => !document.querySelector(`tr[data-id="${id}"]`),
        {},
        doomed,
      );
      assert.equal(
        (await call(s, "GET", `/v1/brains/home/traces/${doomed}`, undefined, AUTH)).status,
        404,
      );
      const kept = items[1].trace;
      await page.click(`tr[data-id="${kept.id}"] button.keep`);
      await page.waitForFunction(() =>
        /^Kept trace/.test(document.getElementById("status")!.textContent!)
      );
      const now = (await api("GET", `/traces/${kept.id}`)).trace;
      assert.equal(now.recalls, kept.recalls + 1);
      assert.equal(now.retention, 1);
    });

    await t.step(
      "dream: a dry run changes nothing and shows the plan; a real one is logged",
      async () => {
        await go(page, "#/b/home/dream", "button.dry-run");
        const exported = JSON.stringify(await api("GET", "/export"));
        await page.click("button.dry-run");
        await page.waitForSelector(".report");
        assert.equal(
          JSON.stringify(await api("GET", "/export")),
          exported,
          "the dry run wrote nothing",
        );
        assert.deepEqual((await api("GET", "/dreams")).dreams, []);
        const plan = await api("POST", "/dream", { dryRun: true });
        const headings = await page.$$eval(".change h4", (hs) => hs.map((h) => h.textContent));
        assert.deepEqual(headings, [
          `Merge (${plan.changes.merged.length})`,
          `Distil into gists (${plan.changes.gists.length})`,
          `Dissolve (${plan.changes.dissolved.length})`,
          `Supersede (${plan.changes.superseded.length})`,
        ]);
        assert.ok(plan.changes.gists.length >= 1);
        const gistText = await page.$eval(
          ".change:nth-of-type(2) li",
          (li) => li.textContent ?? "",
        );
        assert.ok(gistText.includes(plan.changes.gists[0].text), gistText);
        await shot(page, "dream-dry-run");
        await page.click("button.dream-now");
        await page.waitForFunction(() =>
          document.querySelector(".report h3")?.textContent === "What the dream did"
        );
        await page.waitForSelector("h3 + .scroll tbody tr");
        const { dreams } = await api("GET", "/dreams");
        assert.equal(dreams.length, 1);
        assert.equal(dreams[0].gists, plan.gists);
        await shot(page, "dream");
      },
    );

    await t.step("a brain that cannot be opened is listed as unreadable, with why", async () => {
      await Deno.writeTextFile(`${s.home}/attic.db`, "not a database at all ".repeat(200));
      const { summaries } = (await call(s, "GET", "/v1/brains", undefined, AUTH)).body;
      await go(page, "#/", "tbody tr.unreadable");
      const rows = await page.$$eval(
        "tbody tr",
        (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "")),
      );
      assert.deepEqual(rows.map((r) => r[0]), ["attic", "home", "work"]);
      assert.equal(rows[0][1], `Unreadable (open_failed): ${summaries[0].error.message}`);
      assert.match(rows[0][1], /file is not a database/);
      assert.equal(rows[1][1], String(summaries[1].traces), "the others as ever");
      await shot(page, "brains-unreadable");
      await Deno.remove(`${s.home}/attic.db`);
    });

    await t.step("a phone-sized screen: one column, no page-wide horizontal scroll", async () => {
      await page.setViewport({ width: 390, height: 844, isMobile: true });
      await go(page, "#/b/home", "table tbody tr");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `page is ${width}px wide`);
      await shot(page, "phone");
    });

    await t.step("the page asked nothing of any host but its own server", () => {
      assert.ok(requests.length > 10);
      const foreign = requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith("data:"));
      assert.deepEqual(foreign, []);
      assert.deepEqual(errors, []);
    });
  } finally {
    await closeBrowser();
    await s.close();
  }
});
