/**
 * A real engram HTTP server for tests: on a socket on 127.0.0.1, over brains in a temporary
 * folder, living by a virtual clock; and a small JSON client for it.
 */
import { join } from "node:path";
import { BrainDirectory } from "../src/memory/brains.ts";
import { createApp } from "../src/doors/http/app.ts";
import { Clock } from "../src/core/clock.ts";

/** A running test server. */
export interface TestServer {
  url: string;
  port: number;
  home: string;
  clock: Clock;
  brains: BrainDirectory;
  close(): Promise<void>;
}

/** How to start it. */
export interface ServerOptions {
  token?: string;
  maxBodyBytes?: number;
  maxOpen?: number;
}

/** Start a server; `close()` stops it and deletes its files. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const home = await Deno.makeTempDir({ prefix: "engram_http_" });
  const clock = new Clock({ virtual: true });
  const brains = new BrainDirectory({
    home: join(home, "brains"),
    maxOpen: options.maxOpen,
    memory: { clock },
  });
  const app = createApp({ brains, token: options.token, maxBodyBytes: options.maxBodyBytes });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  const port = server.addr.port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    home: join(home, "brains"),
    clock,
    brains,
    async close() {
      await server.shutdown();
      await brains.close();
      await Deno.remove(home, { recursive: true });
    },
  };
}

/** A JSON reply. */
export interface Reply {
  status: number;
  headers: Headers;
  // deno-lint-ignore no-explicit-any
  body: any;
}

/** Call the server; a JSON value `body` is sent as JSON, a string as is. */
export async function call(
  s: TestServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] ??= "application/json";
  }
  const res = await fetch(s.url + path, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
