/**
 * Setup as the README says: install the `engram` command into a temporary root with the
 * README's own `deno install` line, then start `engram serve` from another folder through each
 * MCP client snippet of the README (Claude Code, `.mcp.json`, Cursor, Claude Desktop) with the
 * official SDK client, and list the tools.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { tempDir } from "./helpers.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const README = Deno.readTextFileSync(join(ROOT, "README.md"));

/** An MCP server entry of a client's config file. */
interface ServerEntry {
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

/**
 * The README's stdio `engram` MCP entries: every JSON block with `mcpServers.engram` that has
 * a command (the HTTP server's entry has a `url` instead, checked by the HTTP tests).
 */
function configSnippets(): ServerEntry[] {
  const out: ServerEntry[] = [];
  for (const m of README.matchAll(/^```json\n([\s\S]*?)^```/gm)) {
    const entry = JSON.parse(m[1]).mcpServers?.engram;
    if (entry?.command !== undefined) out.push(entry);
    else if (entry) assert.match(entry.url, /^http:\/\/.*\/v1\/brains\/[a-z0-9_-]+\/mcp$/);
  }
  return out;
}

/** The command after `--` of the README's `claude mcp add … engram -- COMMAND`. */
function claudeCodeCommand(): ServerEntry {
  const line = README.match(/^claude mcp add (?:--scope \w+ )?engram -- (.+)$/m)?.[1];
  assert.ok(line, "the README has a claude mcp add line");
  const [command, ...args] = line.split(" ");
  return { command, args };
}

async function listTools(entry: ServerEntry, bin: string, cwd: string, db: string) {
  // The snippet's own command, resolved the way a client would: by name on PATH, or the
  // absolute path the user wrote (here: the temporary install root).
  const command = entry.command.includes("/")
    ? join(bin, entry.command.split("/").pop()!)
    : entry.command;
  const transport = new StdioClientTransport({
    command,
    args: entry.args ?? [],
    cwd,
    env: {
      ...Deno.env.toObject(),
      ...entry.env,
      PATH: `${bin}:${Deno.env.get("PATH")}`,
      ENGRAM_DB: db,
    },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (c: Uint8Array) => stderr += new TextDecoder().decode(c));
  const client = new Client({ name: "engram-install-test", version: "1.0.0" });
  try {
    await client.connect(transport);
    const { tools } = await client.listTools();
    const remembered = await client.callTool({
      name: "remember",
      arguments: { content: "installed the README's way" },
    });
    assert.ok(!remembered.isError, JSON.stringify(remembered));
    return { names: tools.map((t) => t.name).sort(), stderr };
  } catch (e) {
    throw new Error(`${entry.command} ${entry.args?.join(" ")} failed: ${e}\n${stderr}`);
  } finally {
    await client.close();
  }
}

Deno.test("install: the README's deno install line makes an engram command whose serve works from any folder, for every client snippet", async () => {
  using dir = tempDir();
  const line = README.match(/^deno install -g .*cli\.ts$/m)?.[0];
  assert.ok(line, "the README has a deno install line");
  const [deno, ...args] = line.split(" ");
  assert.equal(deno, "deno");
  const installed = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT, // "from a clone"
    env: { DENO_INSTALL_ROOT: dir.path },
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(installed.code, 0, new TextDecoder().decode(installed.stderr));
  const bin = join(dir.path, "bin");
  assert.ok(Deno.statSync(join(bin, "engram")).isFile);

  // Run from a folder that has nothing to do with the clone, as an MCP client does.
  const elsewhere = join(dir.path, "elsewhere");
  Deno.mkdirSync(elsewhere);
  const db = join(dir.path, "brain.db");
  const snippets = [claudeCodeCommand(), ...configSnippets()];
  assert.equal(snippets.length, 4, "Claude Code, .mcp.json, Cursor and Claude Desktop");
  for (const entry of snippets) {
    assert.equal(entry.command.split("/").pop(), "engram", "each snippet runs the engram command");
    assert.equal(entry.args?.[0], "serve");
    const { names } = await listTools(entry, bin, elsewhere, db);
    assert.ok(names.length >= 6, names.join(", "));
    assert.ok(
      ["remember", "recall", "list", "show", "update", "import"].every((n) => names.includes(n)),
    );
  }
  const count = await new Deno.Command(join(bin, "engram"), {
    args: ["stats", "--json", "--db", db],
    cwd: elsewhere,
    stdout: "piped",
  }).output();
  assert.equal(JSON.parse(new TextDecoder().decode(count.stdout)).traces, snippets.length);
});
