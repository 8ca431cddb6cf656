/**
 * The inspector's page script. It runs in the browser: the server sends this function's own
 * source (so it imports nothing and closes over nothing) and calls it with the retention-curve
 * function and the learned words' format the CLI prints too. It reads everything through the public REST API with the bearer token the user
 * typed, kept in `sessionStorage`, so it works against any engram server.
 * @module
 */
import type { Curve, retentionCurve } from "./curve.ts";
import type { formatLearned } from "../../format.ts";

/** Start the inspector in the page. */
export function inspectorClient(
  curveOf: typeof retentionCurve,
  floor: number,
  learnedText: typeof formatLearned,
): void {
  // deno-lint-ignore no-explicit-any
  type Json = Record<string, any>;
  const TOKEN_KEY = "engram.token";
  const DAY = 86_400_000;
  const main = document.getElementById("main") as HTMLElement;
  const status = document.getElementById("status") as HTMLElement;
  const SVG = "http://www.w3.org/2000/svg";

  /** An element with attributes (`on…` functions become listeners) and children. */
  function h(tag: string, attrs: Json = {}, ...children: (Node | string | null | false)[]) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      // Through the CSSOM: the page's CSP refuses inline style attributes.
      else if (k === "style") el.style.cssText = v;
      else el.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children) if (c !== null && c !== false) el.append(c);
    return el;
  }
  function s(tag: string, attrs: Json = {}, ...children: (Node | string)[]) {
    const el = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
    el.append(...children);
    return el;
  }
  const pct = (r: number) => `${(r * 100).toFixed(r < 0.1 ? 1 : 0)}%`;
  const date = (t: number) => new Date(t).toISOString().slice(0, 16).replace("T", " ");
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const say = (text: string) => status.textContent = text;
  const enc = encodeURIComponent;

  class AuthError extends Error {}

  async function api(method: string, path: string, body?: unknown): Promise<Json> {
    const headers: Record<string, string> = {};
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (res.status === 401) throw new AuthError(json.error?.message ?? "Unauthorized");
    if (!res.ok) throw new Error(json.error?.message ?? `HTTP ${res.status}`);
    return json;
  }
  const brainApi = (brain: string, rest: string) => `/v1/brains/${enc(brain)}${rest}`;

  function retentionBar(r: number, label = pct(r)) {
    const band = r >= 0.5 ? "fresh" : r >= 0.1 ? "fading" : "near-floor";
    return h(
      "span",
      {
        class: `bar ${band}`,
        role: "meter",
        "aria-valuemin": 0,
        "aria-valuemax": 1,
        "aria-valuenow": r.toFixed(4),
        "aria-label": `retention ${label}`,
      },
      h("span", { class: "fill", style: `width:${Math.max(0, Math.min(1, r)) * 100}%` }),
      h("span", { class: "value" }, label),
    );
  }

  function view(title: string, ...content: Node[]) {
    main.replaceChildren(h("h2", { tabindex: -1 }, title), ...content);
    (main.querySelector("h2") as HTMLElement).focus();
    document.title = `${title} · engram inspector`;
  }

  // ---- Sign-in --------------------------------------------------------------------------

  function signIn(message = "") {
    const input = h("input", {
      id: "token",
      name: "token",
      type: "password",
      autocomplete: "current-password",
      required: true,
    }) as HTMLInputElement;
    const form = h(
      "form",
      {
        class: "signin",
        onsubmit: (e: Event) => {
          e.preventDefault();
          sessionStorage.setItem(TOKEN_KEY, input.value.trim());
          route();
        },
      },
      h("p", {}, "This server needs its token. It is kept for this browser session only."),
      h("label", { for: "token" }, "Token"),
      input,
      h("button", { type: "submit" }, "Sign in"),
      message ? h("p", { class: "error", role: "alert" }, message) : null,
    );
    view("Sign in", form);
    input.focus();
  }

  // ---- Brains ---------------------------------------------------------------------------

  async function brainsView() {
    const { summaries } = await api("GET", "/v1/brains");
    const rows = summaries.map((b: Json) =>
      b.error ? unreadableRow(b) : h(
        "tr",
        {},
        h("th", { scope: "row" }, h("a", { href: `#/b/${enc(b.name)}` }, b.name)),
        h("td", { class: "num" }, String(b.traces)),
        h("td", { class: "num" }, String(b.byKind.episodic)),
        h("td", { class: "num" }, String(b.byKind.semantic)),
        h("td", { class: "num" }, String(b.byKind.core)),
        h("td", {}, bands(b.retention, b.traces)),
        h("td", {}, b.lastDream ? `${date(b.lastDream.at)}: ${dreamLine(b.lastDream)}` : "never"),
        h("td", {}, b.embedder ?? "none yet"),
      )
    );
    view(
      "Brains",
      summaries.length === 0
        ? h("p", {}, "No brains yet: one appears with its first write.")
        : table(
          [
            "Brain",
            "Traces",
            "Episodic",
            "Semantic",
            "Core",
            "Retention",
            "Last dream",
            "Embedder",
          ],
          rows,
        ),
    );
  }

  /** A brain the server cannot open is listed all the same: why, in place of its counts. */
  function unreadableRow(b: Json) {
    return h(
      "tr",
      { class: "unreadable" },
      h("th", { scope: "row" }, b.name),
      h(
        "td",
        { colspan: 7, class: "error" },
        h("strong", {}, "Unreadable"),
        ` (${b.error.code}): ${b.error.message}`,
      ),
    );
  }

  function bands(r: Json, total: number) {
    const parts = [["fresh", r.fresh], ["fading", r.fading], ["near-floor", r.nearFloor]];
    const label = `${r.fresh} fresh, ${r.fading} fading, ${r.nearFloor} near the floor`;
    return h(
      "span",
      { class: "bands", title: label },
      h(
        "span",
        { class: "stack", "aria-hidden": "true" },
        ...parts.map(([k, n]) =>
          h("span", { class: k, style: `flex-grow:${total ? Number(n) : 0}` })
        ),
      ),
      h("span", { class: "legend" }, label),
    );
  }

  const dreamLine = (d: Json) =>
    `${d.merged} merged, ${d.gists} gists, ${d.dissolved} dissolved, ${d.superseded} superseded`;

  function table(headers: string[], rows: Node[], caption?: string) {
    return h(
      "div",
      { class: "scroll" },
      h(
        "table",
        {},
        caption ? h("caption", {}, caption) : null,
        h("thead", {}, h("tr", {}, ...headers.map((x) => h("th", { scope: "col" }, x)))),
        h("tbody", {}, ...rows),
      ),
    );
  }

  // ---- One brain ------------------------------------------------------------------------

  const TABS = [["traces", "Traces"], ["recall", "Recall"], ["fading", "Fading"], [
    "dream",
    "Dream",
  ]];

  function brainFrame(brain: string, tab: string, title: string, ...content: Node[]) {
    const nav = h(
      "nav",
      { class: "tabs", "aria-label": `Brain ${brain}` },
      ...TABS.map(([id, label]) =>
        h("a", {
          href: `#/b/${enc(brain)}/${id}`,
          "aria-current": id === tab ? "page" : false,
        }, label)
      ),
    );
    view(title, nav, ...content);
  }

  interface ListState {
    order: string;
    offset: number;
    limit: number;
    kinds: string[];
    tags: string;
    meta: string;
    createdAfter: string;
    createdBefore: string;
    minRetention: string;
    maxRetention: string;
    current: boolean;
    search: string;
  }
  const lists = new Map<string, ListState>();

  async function tracesView(brain: string) {
    const state = lists.get(brain) ?? {
      order: "recent",
      offset: 0,
      limit: 20,
      kinds: ["episodic", "semantic"],
      tags: "",
      meta: "",
      createdAfter: "",
      createdBefore: "",
      minRetention: "",
      maxRetention: "",
      current: false,
      search: "",
    };
    lists.set(brain, state);
    const core = await api("GET", brainApi(brain, "/traces?kind=core&limit=50&order=oldest"));
    const params = new URLSearchParams({
      order: state.order,
      limit: String(state.limit),
      offset: String(state.offset),
    });
    const selection: Json = {};
    for (const k of state.kinds) params.append("kind", k);
    const tags = state.tags.split(",").map((t) => t.trim()).filter(Boolean);
    for (const t of tags) params.append("tag", t);
    const meta: Json = {};
    for (const pair of state.meta.split(",").map((p) => p.trim()).filter(Boolean)) {
      const [k, ...v] = pair.split("=");
      params.append(`meta.${k.trim()}`, v.join("=").trim());
      const raw = v.join("=").trim();
      meta[k.trim()] = raw === "true" || raw === "false"
        ? raw === "true"
        : raw === "null"
        ? null
        : raw !== "" && !isNaN(Number(raw))
        ? Number(raw)
        : raw;
    }
    for (const k of ["createdAfter", "createdBefore", "minRetention", "maxRetention"] as const) {
      if (state[k] !== "") {
        params.set(k, state[k]);
        selection[k] = k.endsWith("Retention") ? Number(state[k]) : state[k];
      }
    }
    if (state.current) params.set("current", "true");
    let rows: Json[];
    let total: number;
    if (state.search.trim() !== "") {
      // Search is a peek recall over the same selection: ranked, nothing reinforced.
      const { hits } = await api("POST", brainApi(brain, "/recall"), {
        query: state.search,
        k: state.limit,
        reinforce: false,
        kinds: state.kinds,
        ...(tags.length ? { tags } : {}),
        ...(Object.keys(meta).length ? { meta } : {}),
        ...(state.current ? { current: true } : {}),
        ...selection,
      });
      rows = hits.map((x: Json) => x.trace);
      total = rows.length;
    } else {
      const page = await api("GET", brainApi(brain, `/traces?${params}`));
      rows = page.traces;
      total = page.total;
    }
    const form = filtersForm(state, () => tracesView(brain));
    const first = total === 0 ? 0 : state.offset + 1;
    const pager = state.search.trim() !== "" ? h("p", {}, `${total} hits, best first`) : h(
      "div",
      { class: "pager" },
      h("button", {
        type: "button",
        disabled: state.offset === 0,
        onclick: () => {
          state.offset = Math.max(0, state.offset - state.limit);
          tracesView(brain);
        },
      }, "Previous"),
      h("span", { "aria-live": "polite" }, `${first}–${state.offset + rows.length} of ${total}`),
      h("button", {
        type: "button",
        disabled: state.offset + rows.length >= total,
        onclick: () => {
          state.offset += state.limit;
          tracesView(brain);
        },
      }, "Next"),
    );
    brainFrame(
      brain,
      "traces",
      `Brain ${brain}`,
      h(
        "section",
        { "aria-labelledby": "core-h", class: "core" },
        h("h3", { id: "core-h" }, `Core (${core.total})`),
        core.traces.length === 0
          ? h("p", {}, "No core traces: identity facts that never fade from ranking.")
          : h("ul", {}, ...core.traces.map((t: Json) => h("li", {}, traceLink(brain, t)))),
      ),
      form,
      traceTable(brain, rows),
      pager,
    );
  }

  function traceLink(brain: string, t: Json) {
    return h("a", { href: `#/b/${enc(brain)}/t/${t.id}` }, t.content);
  }

  function traceTable(brain: string, traces: Json[]) {
    return table(
      [
        "Id",
        "Content",
        "Kind",
        "Retention",
        "Stability",
        "Recalls",
        "Created",
        "Last used",
        "Tags",
      ],
      traces.map((t) =>
        h(
          "tr",
          { "data-id": t.id },
          h("td", { class: "num" }, String(t.id)),
          h(
            "td",
            { class: "content" },
            traceLink(brain, t),
            t.supersededBy ? h("span", { class: "badge" }, "superseded") : null,
          ),
          h("td", {}, t.kind),
          h("td", {}, retentionBar(t.retention)),
          h("td", { class: "num" }, `${t.stability.toFixed(1)} d`),
          h("td", { class: "num" }, String(t.recalls)),
          h("td", {}, day(t.createdAt)),
          h("td", {}, day(t.lastReinforcedAt)),
          h("td", {}, t.tags.join(", ")),
        )
      ),
    );
  }

  function field(label: string, input: HTMLElement) {
    return h("label", { class: "field" }, h("span", {}, label), input);
  }

  function filtersForm(state: ListState, reload: () => void) {
    const text = (key: "search" | "tags" | "meta", placeholder: string, type = "text") =>
      h("input", { type, name: key, value: state[key], placeholder }) as HTMLInputElement;
    const search = text("search", "words to look for", "search");
    const tags = text("tags", "tag, tag");
    const meta = text("meta", "field=value, …");
    const order = h(
      "select",
      { name: "order" },
      ...["recent", "oldest", "used", "strongest", "fading"].map((o) =>
        h("option", { value: o, selected: o === state.order }, o)
      ),
    ) as HTMLSelectElement;
    const kinds = ["episodic", "semantic", "core"].map((k) =>
      h("input", {
        type: "checkbox",
        name: "kind",
        value: k,
        checked: state.kinds.includes(k),
      }) as HTMLInputElement
    );
    const num = (key: "minRetention" | "maxRetention") =>
      h("input", {
        type: "number",
        name: key,
        min: 0.001,
        max: 1,
        step: "any",
        value: state[key],
      }) as HTMLInputElement;
    const dateInput = (key: "createdAfter" | "createdBefore") =>
      h("input", { type: "date", name: key, value: state[key] }) as HTMLInputElement;
    const minR = num("minRetention");
    const maxR = num("maxRetention");
    const after = dateInput("createdAfter");
    const before = dateInput("createdBefore");
    const current = h("input", {
      type: "checkbox",
      name: "current",
      checked: state.current,
    }) as HTMLInputElement;
    return h(
      "form",
      {
        class: "filters",
        role: "search",
        onsubmit: (e: Event) => {
          e.preventDefault();
          Object.assign(state, {
            search: search.value,
            tags: tags.value,
            meta: meta.value,
            order: order.value,
            kinds: kinds.filter((k) => k.checked).map((k) => k.value),
            minRetention: minR.value,
            maxRetention: maxR.value,
            createdAfter: after.value,
            createdBefore: before.value,
            current: current.checked,
            offset: 0,
          });
          reload();
        },
      },
      field("Search", search),
      field("Order", order),
      h("fieldset", {}, h("legend", {}, "Kinds"), ...kinds.map((k) => h("label", {}, k, k.value))),
      field("Tags", tags),
      field("Meta", meta),
      field("Created after", after),
      field("Created before", before),
      field("Min retention", minR),
      field("Max retention", maxR),
      h("label", { class: "check" }, current, "Current only"),
      h("button", { type: "submit" }, "Apply"),
    );
  }

  // ---- One trace ------------------------------------------------------------------------

  async function traceView(brain: string, id: number) {
    const d = await api("GET", brainApi(brain, `/traces/${id}/details`));
    const t = d.trace;
    const curve = curveOf(t, d.history, d.at, floor);
    const facts: [string, string | Node][] = [
      ["Kind", t.kind === "core" ? "core (ranks as fully retained)" : t.kind],
      ["Retention now", retentionBar(d.retention)],
      ["Stability", `${t.stability.toFixed(2)} days`],
      ["Salience", String(t.salience)],
      ["Recalls", String(t.recalls)],
      ["Created", date(t.createdAt)],
      ["Last reinforced", date(t.lastReinforcedAt)],
      ["Fades below the floor", date(curve.floorAt)],
      ["Tags", t.tags.join(", ") || "none"],
      ["Meta", JSON.stringify(t.meta)],
    ];
    if (t.sources.length) {
      facts.push([
        "Distilled from",
        t.sources.map((x: Json) => `#${x.id}`).join(", "),
      ]);
    }
    if (d.supersededBy) facts.push(["Superseded by", traceLink(brain, d.supersededBy)]);
    if (d.supersedes.length) {
      facts.push([
        "Supersedes",
        h("span", {}, ...d.supersedes.map((x: Json) => traceLink(brain, x))),
      ]);
    }
    if (d.learned.length) {
      facts.push([
        "Learned from use",
        learnedText(d.learned),
      ]);
    }
    brainFrame(
      brain,
      "traces",
      `Trace ${t.id}`,
      h("blockquote", { class: "content" }, t.content),
      h("dl", { class: "facts" }, ...facts.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])),
      h(
        "div",
        { class: "actions" },
        keepButton(brain, t, () => traceView(brain, id)),
        forgetButton(brain, t, () => (location.hash = `#/b/${enc(brain)}/traces`)),
      ),
      h("h3", {}, "Retention curve"),
      curveSvg(curve, t),
      h("h3", {}, "Stability history"),
      d.history.length === 0
        ? h("p", {}, "No events yet: never recalled, superseded or corrected.")
        : table(
          ["When", "Event", "Stability before", "after"],
          d.history.map((e: Json) =>
            h(
              "tr",
              {},
              h("td", {}, date(e.at)),
              h("td", {}, e.event),
              h("td", { class: "num" }, `${e.before.toFixed(2)} d`),
              h("td", { class: "num" }, `${e.after.toFixed(2)} d`),
            )
          ),
        ),
      h("h3", {}, `Links (${d.links.length})`),
      d.links.length === 0 ? h("p", {}, "No associations yet.") : linkGraph(brain, t, d.links),
    );
  }

  function keepButton(brain: string, t: Json, after: () => void) {
    return h("button", {
      type: "button",
      class: "keep",
      onclick: async () => {
        // Keeping is the strongest evidence of use: the trace is marked used.
        await api("POST", brainApi(brain, "/used"), { ids: [t.id] });
        say(`Kept trace ${t.id}`);
        after();
      },
    }, "Keep");
  }

  function forgetButton(brain: string, t: Json, after: () => void) {
    return h("button", {
      type: "button",
      class: "forget danger",
      onclick: async () => {
        if (!confirm(`Forget trace ${t.id} for real? "${t.content.slice(0, 80)}"`)) return;
        await api("DELETE", brainApi(brain, `/traces/${t.id}`));
        say(`Forgot trace ${t.id}`);
        after();
      },
    }, "Forget");
  }

  function curveSvg(curve: Curve, t: Json) {
    const W = 720, H = 240, L = 44, R = 12, T = 12, B = 28;
    const t0 = curve.points[0][0];
    const tNow = curve.now[0];
    // Two linear scales: the past gets 40% of the width however long the projection is.
    const split = tNow > t0 ? L + 0.4 * (W - L - R) : L;
    const x = (v: number) =>
      v <= tNow
        ? L + (v - t0) / Math.max(tNow - t0, 1) * (split - L)
        : split + (v - tNow) / Math.max(curve.end - tNow, 1) * (W - R - split);
    const y = (r: number) => T + (1 - r) * (H - T - B);
    const path = curve.points.map(([a, b], i) =>
      `${i ? "L" : "M"}${x(a).toFixed(1)},${y(b).toFixed(1)}`
    );
    const nowX = x(curve.now[0]);
    const past = s("path", { d: path.join(""), class: "curve" });
    const ticks = [0, 0.25, 0.5, 0.75, 1].map((r) =>
      s(
        "g",
        {},
        s("line", { x1: L, x2: W - R, y1: y(r), y2: y(r), class: "grid" }),
        s("text", { x: L - 6, y: y(r) + 4, "text-anchor": "end" }, pct(r)),
      )
    );
    const ahead = (curve.end - tNow) / DAY;
    const svg = s(
      "svg",
      {
        viewBox: `0 0 ${W} ${H}`,
        class: "chart",
        role: "img",
        "aria-labelledby": "curve-title",
        "data-curve": JSON.stringify(curve.points),
        "data-now": JSON.stringify(curve.now),
      },
      s(
        "title",
        { id: "curve-title" },
        `Retention of trace ${t.id} from ${day(t0)} to ${day(curve.end)}: ${pct(curve.now[1])} now${
          t.kind === "core" ? "; core, ranks as fully retained" : ""
        }`,
      ),
      ...ticks,
      s("line", { x1: L, x2: W - R, y1: y(floor), y2: y(floor), class: "floor" }),
      s(
        "text",
        { x: W - R, y: y(floor) - 4, "text-anchor": "end", class: "floor-label" },
        `forgetting floor ${pct(floor)}`,
      ),
      s("rect", {
        x: nowX,
        y: T,
        width: Math.max(0, W - R - nowX),
        height: H - T - B,
        class: "future",
      }),
      past,
      s("line", { x1: nowX, x2: nowX, y1: T, y2: H - B, class: "now" }),
      s("text", { x: nowX + 4, y: T + 12, class: "now-label" }, "now"),
      ...curve.events.map((e) =>
        s(
          "circle",
          { cx: x(e.t), cy: y(e.r), r: 4, class: `event ${e.event}` },
          s("title", {}, `${e.event} ${date(e.t)}`),
        )
      ),
      s("text", { x: L, y: H - 8 }, day(t0)),
      s("text", { x: nowX, y: H - 8, "text-anchor": "middle" }, day(tNow)),
      s(
        "text",
        { x: W - R, y: H - 8, "text-anchor": "end" },
        `${day(curve.end)} (now + ${ahead.toFixed(0)} d)`,
      ),
    );
    return h(
      "figure",
      { class: "curve-figure" },
      svg,
      h(
        "figcaption",
        {},
        t.kind === "core"
          ? "Core: drawn on its true curve, but recall ranks it as fully retained. "
          : "",
        "Shaded: projected, if nothing recalls it. Dots: reinforcements (green), supersessions and corrections.",
      ),
    );
  }

  function linkGraph(brain: string, t: Json, links: Json[]) {
    const W = 420, C = W / 2, Rad = 150;
    const max = Math.max(...links.map((l) => l.weight));
    const nodes = links.slice(0, 24).map((l, i, all): Json => {
      const a = (2 * Math.PI * i) / all.length - Math.PI / 2;
      return { ...l, x: C + Rad * Math.cos(a), y: C + Rad * Math.sin(a) };
    });
    const label = (text: string) => text.length > 22 ? `${text.slice(0, 21)}…` : text;
    return h(
      "figure",
      {},
      s(
        "svg",
        {
          viewBox: `0 0 ${W} ${W}`,
          class: "graph",
          role: "img",
          "aria-label": `Trace ${t.id} and its ${links.length} linked traces`,
        },
        ...nodes.map((n) =>
          s("line", {
            x1: C,
            y1: C,
            x2: n.x,
            y2: n.y,
            class: "edge",
            "stroke-width": (1 + 7 * n.weight / max).toFixed(2),
            "data-weight": n.weight,
          })
        ),
        ...nodes.map((n) => {
          const a = document.createElementNS(SVG, "a");
          a.setAttribute("href", `#/b/${enc(brain)}/t/${n.trace.id}`);
          a.append(
            s("circle", { cx: n.x, cy: n.y, r: 7, class: `node ${n.trace.kind}` }),
            s(
              "text",
              { x: n.x, y: n.y + (n.y > C ? 20 : -12), "text-anchor": "middle" },
              label(n.trace.content),
            ),
            s("title", {}, `${n.trace.content} (weight ${n.weight.toFixed(3)})`),
          );
          return a;
        }),
        s("circle", { cx: C, cy: C, r: 10, class: `node center ${t.kind}` }),
        s(
          "text",
          { x: C, y: C + 26, "text-anchor": "middle", class: "center-label" },
          label(t.content),
        ),
      ),
      h("figcaption", {}, "Edge width by link weight; select a trace to follow it."),
    );
  }

  // ---- Recall explained -----------------------------------------------------------------

  const PARTS = [
    "lexical",
    "trigram",
    "vector",
    "bridge",
    "association",
    "learned",
    "spread",
    "retention",
    "timeCue",
  ];

  function recallView(brain: string, query = "", hits: Json[] | null = null) {
    const input = h("input", {
      id: "q",
      name: "query",
      type: "search",
      value: query,
      required: true,
    }) as HTMLInputElement;
    const k = h("input", {
      id: "k",
      name: "k",
      type: "number",
      min: 1,
      max: 50,
      value: 10,
    }) as HTMLInputElement;
    const form = h(
      "form",
      {
        class: "recall",
        role: "search",
        onsubmit: async (e: Event) => {
          e.preventDefault();
          const answer = await api("POST", brainApi(brain, "/recall"), {
            query: input.value,
            k: Number(k.value),
            reinforce: false,
          });
          recallView(brain, input.value, answer.hits);
        },
      },
      field("Query", input),
      field("Hits", k),
      h("button", { type: "submit" }, "Peek"),
      h("p", { class: "hint" }, "A peek: nothing is reinforced."),
    );
    const best = hits?.length ? hits[0].score : 1;
    brainFrame(
      brain,
      "recall",
      "Recall explained",
      form,
      hits === null ? h("p", {}, "") : hits.length === 0 ? h("p", {}, "No hits.") : h(
        "ol",
        { class: "hits" },
        ...hits.map((x) =>
          h(
            "li",
            { "data-id": x.trace.id },
            h(
              "div",
              { class: "hit-head" },
              traceLink(brain, x.trace),
              h("span", { class: "score" }, `score ${x.score.toPrecision(3)}`),
            ),
            retentionBar(x.score / best, `${(x.score / best * 100).toFixed(0)}% of best`),
            h(
              "dl",
              { class: "parts" },
              ...PARTS.flatMap((p) => {
                const v = p === "timeCue" ? (x.timeCue ? 1 : 0) : x[p];
                const shown = p === "timeCue" ? (x.timeCue ? "formed then" : "none") : v.toFixed(3);
                return [
                  h("dt", {}, p === "timeCue" ? "time cue" : p),
                  h(
                    "dd",
                    {},
                    h("span", { class: `part ${p}`, style: `width:${v * 100}%`, "data-value": v }),
                    h("span", { class: "value" }, shown),
                  ),
                ];
              }),
            ),
          )
        ),
      ),
    );
    if (hits === null) input.focus();
  }

  // ---- Fading ---------------------------------------------------------------------------

  async function fadingView(brain: string, horizon = 7) {
    const { items } = await api("GET", brainApi(brain, `/review?horizon=${horizon}&k=50`));
    const input = h("input", {
      id: "horizon",
      type: "number",
      min: 1,
      max: 3650,
      value: horizon,
    }) as HTMLInputElement;
    brainFrame(
      brain,
      "fading",
      "Fading",
      h(
        "form",
        { onsubmit: (e: Event) => (e.preventDefault(), fadingView(brain, Number(input.value))) },
        field("Horizon (days)", input),
        h("button", { type: "submit" }, "Show"),
      ),
      h("p", {}, "What will cross the fading threshold within the horizon, most valuable first."),
      items.length === 0 ? h("p", {}, "Nothing is about to fade.") : table(
        ["Content", "Retention now", "At horizon", "Fades", "Value", ""],
        items.map((i: Json) =>
          h(
            "tr",
            { "data-id": i.trace.id },
            h("td", { class: "content" }, traceLink(brain, i.trace)),
            h("td", {}, retentionBar(i.retention)),
            h("td", {}, retentionBar(i.retentionAtHorizon)),
            h("td", {}, date(i.fadesAt)),
            h("td", { class: "num" }, i.value.toFixed(2)),
            h(
              "td",
              { class: "actions" },
              keepButton(brain, i.trace, () => fadingView(brain, horizon)),
              forgetButton(brain, i.trace, () => fadingView(brain, horizon)),
            ),
          )
        ),
      ),
    );
  }

  // ---- Dream ----------------------------------------------------------------------------

  async function dreamView(brain: string, report: Json | null = null) {
    const { dreams } = await api("GET", brainApi(brain, "/dreams?limit=20"));
    const contents = new Map<number, string>();
    if (report?.dryRun) {
      const c = report.changes;
      const ids = [
        ...c.dissolved,
        ...c.superseded.flatMap((x: Json) => [x.id, x.by]),
        ...c.merged.flatMap((m: Json) => [m.into, ...m.from]),
        ...c.gists.flatMap((g: Json) => g.from),
      ];
      for (const id of [...new Set<number>(ids)].slice(0, 60)) {
        const t = await api("GET", brainApi(brain, `/traces/${id}`)).catch(() => null);
        if (t) contents.set(id, t.trace.content);
      }
    }
    const named = (id: number) =>
      h(
        "li",
        {},
        h("a", { href: `#/b/${enc(brain)}/t/${id}` }, `#${id}`),
        " ",
        contents.get(id) ?? "",
      );
    const section = (title: string, items: Node[]) =>
      h(
        "section",
        { class: "change" },
        h("h4", {}, `${title} (${items.length})`),
        items.length ? h("ul", {}, ...items) : h("p", {}, "none"),
      );
    const run = async (dryRun: boolean) => {
      if (
        !dryRun && !confirm(`Dream now on brain "${brain}"? Faded traces are dissolved for good.`)
      ) return;
      const r = await api("POST", brainApi(brain, "/dream"), { dryRun });
      say(dryRun ? "Dry run done: nothing written" : "Dream complete");
      dreamView(brain, r);
    };
    brainFrame(
      brain,
      "dream",
      "Dream",
      h(
        "div",
        { class: "actions" },
        h("button", { type: "button", class: "dry-run", onclick: () => run(true) }, "Dry run"),
        h(
          "button",
          { type: "button", class: "dream-now danger", onclick: () => run(false) },
          "Dream now…",
        ),
      ),
      report
        ? h(
          "section",
          { class: "report", "aria-live": "polite" },
          h("h3", {}, report.dryRun ? "What a dream would do now" : "What the dream did"),
          h("pre", {}, report.text),
          section(
            "Merge",
            report.changes.merged.map((m: Json) =>
              h(
                "li",
                {},
                `into #${m.into} `,
                contents.get(m.into) ?? "",
                h("ul", {}, ...m.from.map(named)),
              )
            ),
          ),
          section(
            "Distil into gists",
            report.changes.gists.map((g: Json) =>
              h("li", {}, `“${g.text}”`, h("ul", {}, ...g.from.map(named)))
            ),
          ),
          section("Dissolve", report.changes.dissolved.map(named)),
          section(
            "Supersede",
            report.changes.superseded.map((x: Json) =>
              h("li", {}, named(x.id), " by ", named(x.by))
            ),
          ),
        )
        : h(
          "p",
          {},
          "A dry run shows what a dream would merge, distil, dissolve and supersede, writing nothing.",
        ),
      h("h3", {}, "Past dreams"),
      dreams.length === 0 ? h("p", {}, "No dreams yet.") : table(
        ["When", "Scanned", "Merged", "Gists", "Dissolved", "Superseded", "Net"],
        dreams.map((d: Json) =>
          h(
            "tr",
            {},
            h("td", {}, date(d.at)),
            ...[d.scanned, d.merged, d.gists, d.dissolved, d.superseded, d.netChange].map((n) =>
              h("td", { class: "num" }, String(n))
            ),
          )
        ),
      ),
    );
  }

  // ---- Routing --------------------------------------------------------------------------

  async function route() {
    const parts = location.hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
    say("");
    try {
      if (parts[0] !== "b" || !parts[1]) return await brainsView();
      const brain = parts[1];
      if (parts[2] === "t") return await traceView(brain, Number(parts[3]));
      if (parts[2] === "recall") return recallView(brain);
      if (parts[2] === "fading") return await fadingView(brain);
      if (parts[2] === "dream") return await dreamView(brain);
      return await tracesView(brain);
    } catch (e) {
      if (e instanceof AuthError) {
        const had = sessionStorage.getItem(TOKEN_KEY);
        sessionStorage.removeItem(TOKEN_KEY);
        return signIn(had ? "That token was refused." : "");
      }
      say(`Error: ${(e as Error).message}`);
      main.replaceChildren(
        h("h2", { tabindex: -1 }, "Something went wrong"),
        h("p", { class: "error", role: "alert" }, (e as Error).message),
      );
    }
  }

  // Errors from button handlers land in the status line instead of the console only.
  addEventListener("unhandledrejection", (e) => {
    if (e.reason instanceof AuthError) return void route();
    say(`Error: ${e.reason?.message ?? e.reason}`);
  });
  addEventListener("hashchange", route);
  (document.getElementById("sign-out") as HTMLElement).addEventListener("click", () => {
    sessionStorage.removeItem(TOKEN_KEY);
    route();
  });
  route();
}
