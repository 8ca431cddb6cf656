import { join } from "node:path";
import { SqliteStore } from "../mod.ts";
import { storeContract } from "./store_contract.ts";

storeContract({
  name: "SqliteStore :memory:",
  open: () => Promise.resolve(new SqliteStore(":memory:")),
});

const home = Deno.makeTempDirSync({ prefix: "engram-contract-" });
let n = 0;
storeContract({
  name: "SqliteStore file",
  open: () => Promise.resolve(new SqliteStore(join(home, `brain${n++}.db`))),
  openAgain: (store) => Promise.resolve(new SqliteStore(store.location)),
  done: () => Deno.remove(home, { recursive: true }),
});
