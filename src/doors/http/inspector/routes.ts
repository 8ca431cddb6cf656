/**
 * The inspector's routes: the page at `/ui` (and `/`), its script and its style sheet. They
 * hold no brain data, so they are served without the token; the page asks for it and sends it
 * with every `/v1` request. A strict Content-Security-Policy keeps the page to its own server.
 * @module
 */
import type { RouteTable } from "../routes.ts";
import { Answers } from "../schemas.ts";
import { INSPECTOR_CSS, INSPECTOR_HTML, INSPECTOR_JS } from "./page.ts";

/** The page may load and fetch from its own server only: nothing else, no inline code. */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Serve the inspector. */
export function inspectorRoutes(routes: RouteTable): void {
  const asset = (path: string, mediaType: string, summary: string, text: string) =>
    routes.add({
      method: "GET",
      path,
      tag: "inspector",
      summary,
      answer: Answers.any,
      mediaType,
      open: true,
    }, (c) => {
      c.header("Content-Type", `${mediaType}; charset=utf-8`);
      c.header("Cache-Control", "no-cache");
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Referrer-Policy", "no-referrer");
      if (mediaType === "text/html") c.header("Content-Security-Policy", CSP);
      return c.body(text);
    });
  routes.add({
    method: "GET",
    path: "/",
    tag: "inspector",
    summary: "Redirects to the inspector",
    answer: Answers.any,
    mediaType: "text/html",
    open: true,
  }, (c) => c.redirect("/ui", 302));
  asset("/ui", "text/html", "The web inspector: sign-in page and views", INSPECTOR_HTML);
  asset("/ui/app.js", "text/javascript", "The inspector's script", INSPECTOR_JS);
  asset("/ui/app.css", "text/css", "The inspector's style sheet", INSPECTOR_CSS);
}
