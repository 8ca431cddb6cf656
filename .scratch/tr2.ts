import { BrainDirectory } from "../mod.ts";
import { createApp } from "../src/doors/http/app.ts";
const brains = new BrainDirectory({ home: await Deno.makeTempDir() });
const app = createApp({ brains });
const srv = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
for (const m of ["TRACE", "CONNECT", "FOO"]) {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: srv.addr.port });
  await conn.write(
    new TextEncoder().encode(
      `${m} /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    ),
  );
  const buf = new Uint8Array(4096);
  const n = await conn.read(buf);
  console.log(new TextDecoder().decode(buf.subarray(0, n ?? 0)));
  conn.close();
}
await srv.shutdown();
await brains.close();
