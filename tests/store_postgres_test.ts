import { PostgresStore } from "../src/store/postgres_entry.ts";
import { storeContract } from "./store_contract.ts";
import { requirePostgres } from "./postgres_helpers.ts";

const url = requirePostgres("PostgresStore contract");
if (url) {
  const run = crypto.randomUUID().slice(0, 8);
  let n = 0;
  storeContract({
    name: "PostgresStore",
    open: () => PostgresStore.open(url, `contract-${run}-${n++}`, { max: 2 }),
    openAgain: (store) => PostgresStore.open(url, (store as PostgresStore).brain, { max: 1 }),
  });
}
