/**
 * The inspector's page, style sheet and script, built once as strings: the server serves them
 * itself (no file read at request time, no CDN), so they work offline, under
 * `deno serve --deny-write` and in a compiled binary.
 * @module
 */
import { FORGETTING_FLOOR } from "../../../core/model.ts";
import { inspectorClient } from "./client.ts";
import { retentionCurve } from "./curve.ts";
import { formatLearned } from "../../format.ts";

/** The page: a shell the script fills in. It holds no brain data. */
export const INSPECTOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>engram inspector</title>
<link rel="stylesheet" href="/ui/app.css">
<link rel="icon" href="data:,">
<script src="/ui/app.js" defer></script>
</head>
<body>
<header>
<h1><a href="#/">engram</a> <span>inspector</span></h1>
<button type="button" id="sign-out">Sign out</button>
</header>
<p id="status" role="status" aria-live="polite"></p>
<main id="main"><p>Loading…</p></main>
<noscript>The inspector needs JavaScript.</noscript>
</body>
</html>
`;

/** The script: the client function's own source, called with the functions it shares. */
export const INSPECTOR_JS = `"use strict";
(${inspectorClient.toString()})(${retentionCurve.toString()}, ${FORGETTING_FLOOR}, ${formatLearned.toString()});
`;

/** The style sheet: light or dark by the system setting, one column on a phone. */
export const INSPECTOR_CSS = `
:root { color-scheme: light dark; --bg: #fbfbfa; --fg: #1d1d1f; --muted: #6b6b70; --line: #dcdce0;
  --card: #fff; --accent: #2458c6; --fresh: #2f9e5b; --fading: #d49a1f; --floor: #c8453b;
  --future: rgba(36, 88, 198, .07); font: 15px/1.45 system-ui, sans-serif; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #16171a; --fg: #e8e8ea; --muted: #9a9aa2; --line: #34353b; --card: #1e1f23;
    --accent: #7aa2ff; --fresh: #4cc27d; --fading: #e6b24a; --floor: #ff7a6e;
    --future: rgba(122, 162, 255, .09); }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); }
header { display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: .6rem 1.2rem; border-bottom: 1px solid var(--line); background: var(--card); }
header h1 { font-size: 1.15rem; margin: 0; }
header h1 span { color: var(--muted); font-weight: 400; }
a { color: var(--accent); }
main { max-width: 1240px; margin: 0 auto; padding: 1rem 1.2rem 3rem; }
h2 { margin: .2rem 0 .8rem; font-size: 1.4rem; }
h2:focus { outline: none; }
h3 { margin: 1.4rem 0 .5rem; font-size: 1.1rem; }
#status { margin: 0; padding: 0 1.2rem; min-height: 1.4em; color: var(--muted); max-width: 1240px;
  margin-inline: auto; }
button { font: inherit; padding: .35rem .8rem; border-radius: 6px; border: 1px solid var(--line);
  background: var(--card); color: var(--fg); cursor: pointer; }
button:hover { border-color: var(--accent); }
button:disabled { opacity: .45; cursor: default; }
button.danger { border-color: var(--floor); color: var(--floor); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
input, select { font: inherit; padding: .3rem .45rem; border: 1px solid var(--line);
  border-radius: 6px; background: var(--card); color: var(--fg); min-width: 0; }
.scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; background: var(--card); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: .82rem; color: var(--muted); font-weight: 600; white-space: nowrap; }
tbody tr:last-child > * { border-bottom: none; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.content { min-width: 16rem; }
.bar { position: relative; display: inline-block; width: 7.5rem; height: 1.25rem;
  background: color-mix(in srgb, var(--line) 55%, transparent); border-radius: 4px; overflow: hidden;
  vertical-align: middle; }
.bar .fill { position: absolute; inset: 0 auto 0 0; background: var(--fresh); opacity: .8; }
.bar.fading .fill { background: var(--fading); }
.bar.near-floor .fill { background: var(--floor); }
.bar .value { position: relative; padding-left: .35rem; font-size: .8rem; font-variant-numeric: tabular-nums; }
.bands { display: flex; flex-direction: column; gap: .15rem; min-width: 11rem; }
.bands .stack { display: flex; height: .6rem; border-radius: 3px; overflow: hidden; background: var(--line); }
.bands .fresh { background: var(--fresh); } .bands .fading { background: var(--fading); }
.bands .near-floor { background: var(--floor); }
.bands .legend { font-size: .78rem; color: var(--muted); }
.tabs { display: flex; flex-wrap: wrap; gap: .3rem; margin-bottom: 1rem; border-bottom: 1px solid var(--line); }
.tabs a { padding: .4rem .8rem; text-decoration: none; border-radius: 6px 6px 0 0; color: var(--fg); }
.tabs a[aria-current="page"] { background: var(--card); border: 1px solid var(--line);
  border-bottom-color: var(--card); margin-bottom: -1px; font-weight: 600; }
.core { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--accent);
  border-radius: 8px; padding: .2rem 1rem .6rem; margin-bottom: 1rem; }
.core h3 { margin-top: .6rem; }
.core ul { margin: 0; padding-left: 1.2rem; }
form.filters, form.recall, form.signin, main form { display: flex; flex-wrap: wrap; gap: .6rem 1rem;
  align-items: flex-end; margin-bottom: 1rem; }
.field { display: flex; flex-direction: column; gap: .15rem; font-size: .85rem; color: var(--muted); }
.field input, .field select { color: var(--fg); }
fieldset { border: 1px solid var(--line); border-radius: 6px; padding: .2rem .6rem .35rem;
  display: flex; gap: .6rem; font-size: .85rem; }
legend { color: var(--muted); padding: 0 .2rem; }
fieldset label, .check { display: flex; align-items: center; gap: .25rem; font-size: .85rem; }
.signin { flex-direction: column; align-items: flex-start !important; max-width: 24rem; }
.signin input { width: 100%; }
.error { color: var(--floor); }
tr.unreadable td { overflow-wrap: anywhere; }
.hint { color: var(--muted); font-size: .85rem; margin: 0; }
.pager { display: flex; gap: 1rem; align-items: center; margin-top: .8rem; }
.badge { margin-left: .4rem; font-size: .72rem; padding: .05rem .35rem; border-radius: 4px;
  border: 1px solid var(--fading); color: var(--fading); }
blockquote.content { margin: 0 0 1rem; padding: .7rem 1rem; background: var(--card);
  border-left: 4px solid var(--accent); border-radius: 6px; font-size: 1.05rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; margin: 0 0 1rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
dl.facts dd a { margin-right: .6rem; }
.actions { display: flex; gap: .5rem; flex-wrap: wrap; }
figure { margin: 0; }
figcaption { font-size: .82rem; color: var(--muted); margin-top: .3rem; }
svg.chart { width: 100%; max-width: 900px; height: auto; background: var(--card);
  border: 1px solid var(--line); border-radius: 8px; }
svg text { fill: var(--muted); font-size: 11px; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .curve { fill: none; stroke: var(--accent); stroke-width: 2.2; }
svg .floor { stroke: var(--floor); stroke-dasharray: 5 4; }
svg .floor-label { fill: var(--floor); }
svg .future { fill: var(--future); }
svg .now { stroke: var(--fg); stroke-dasharray: 2 3; }
svg .event { fill: var(--card); stroke: var(--fading); stroke-width: 2; }
svg .event.reinforced { stroke: var(--fresh); }
svg.graph { width: 100%; max-width: 460px; height: auto; background: var(--card);
  border: 1px solid var(--line); border-radius: 8px; }
svg .edge { stroke: var(--accent); stroke-opacity: .55; stroke-linecap: round; }
svg .node { fill: var(--accent); stroke: var(--card); stroke-width: 2; }
svg .node.semantic { fill: var(--fresh); } svg .node.core { fill: var(--fading); }
svg .center-label { fill: var(--fg); font-weight: 600; }
svg a:focus-visible circle { stroke: var(--fg); stroke-width: 3; }
ol.hits { padding-left: 1.4rem; display: grid; gap: .8rem; }
ol.hits li { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: .6rem .8rem; }
.hit-head { display: flex; justify-content: space-between; gap: 1rem; margin-bottom: .3rem; }
.score { color: var(--muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
dl.parts { display: grid; grid-template-columns: 6rem 1fr; gap: .2rem .6rem; margin: .5rem 0 0; font-size: .85rem; }
dl.parts dt { color: var(--muted); }
dl.parts dd { margin: 0; position: relative; height: 1.15rem; background: color-mix(in srgb, var(--line) 45%, transparent); border-radius: 3px; }
dl.parts .part { position: absolute; inset: 0 auto 0 0; background: var(--accent); opacity: .55; border-radius: 3px; }
dl.parts .retention { background: var(--fresh); } dl.parts .timeCue { background: var(--fading); }
dl.parts .value { position: relative; padding-left: .35rem; font-variant-numeric: tabular-nums; }
.report pre { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: .6rem; overflow-x: auto; }
.change h4 { margin: .8rem 0 .2rem; }
.change ul ul { color: var(--muted); }
@media (max-width: 640px) {
  main { padding: .8rem; }
  header { padding: .5rem .8rem; }
  form.filters > *, form.recall > .field { flex: 1 1 100%; }
  dl.facts { grid-template-columns: 1fr; }
  dl.facts dt { margin-top: .4rem; }
  .bar { width: 5.5rem; }
}
`;
