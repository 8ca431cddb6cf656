import { BrainDirectory } from "../mod.ts";
import { createApp } from "../src/doors/http/app.ts";
const brains = new BrainDirectory({ home: await Deno.makeTempDir() });
const app = createApp({ brains });
const srv = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
const base = `http://127.0.0.1:${srv.addr.port}`;
for (
  const [m, p] of [
    ["TRACE", "/health"],
    ["PATCH", "/health"],
    ["PUT", "/v1/brains/x/traces"],
    ["OPTIONS", "/v1/brains"],
    ["TRACE", "/nope"],
    ["HEAD", "/health"],
  ]
) {
  try {
    const r = await fetch(base + p, { method: m });
    console.log(m, p, r.status, await r.text());
  } catch (e) {
    console.log(m, p, "ERR", e.message);
  }
}
await srv.shutdown();
await brains.close();
