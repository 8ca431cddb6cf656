/**
 * Assemble `src/recall/dot.wat` into `src/recall/dot_wasm.ts` (the bytes, base64), so the
 * library carries its SIMD kernel without any npm import at run time.
 *
 * `deno run -A scripts/build_wasm.ts` — run it after editing the `.wat`.
 */
import wabtInit from "npm:wabt@1.0.39";
import { encodeBase64 } from "./base64.ts";

const root = new URL("../src/recall/", import.meta.url);
const source = await Deno.readTextFile(new URL("dot.wat", root));
const wabt = await wabtInit();
const module = wabt.parseWat("dot.wat", source, { simd: true });
module.validate();
const { buffer } = module.toBinary({});
const base64 = encodeBase64(buffer);
const lines = base64.match(/.{1,96}/g)!.map((l) => `  "${l}"`).join(" +\n");
await Deno.writeTextFile(
  new URL("dot_wasm.ts", root),
  `/**
 * The int8 dot-product kernel (WebAssembly SIMD), assembled from \`dot.wat\` by
 * \`scripts/build_wasm.ts\`. Generated: do not edit.
 * @module
 */

/** The module's bytes, base64. */
export const DOT_WASM_BASE64: string =
${lines};
`,
);
console.log(`dot_wasm.ts: ${buffer.length} bytes of WebAssembly`);
