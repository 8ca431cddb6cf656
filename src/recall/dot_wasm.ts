/**
 * The int8 dot-product kernel (WebAssembly SIMD), assembled from `dot.wat` by
 * `scripts/build_wasm.ts`. Generated: do not edit.
 * @module
 */

/** The module's bytes, base64. */
export const DOT_WASM_BASE64: string =
  "AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcRAgZtZW1vcnkCAARkb3RzAAAKtAEBsQECAn8DewJAA0AgBSACTw0B/QwA" +
  "AAAAAAAAAAAAAAAAAAAAIQdBACEGAkADQCAGIANPDQEgACAGav0ABAAhCCABIAZq/QAEACEJIAcgCP2HASAJ/YcB/boB/a4B" +
  "IQcgByAI/YgBIAn9iAH9ugH9rgEhByAGQRBqIQYMAAsLIAQgBUECdGogB/0bACAH/RsBaiAH/RsCIAf9GwNqajYCACABIANq" +
  "IQEgBUEBaiEFDAALCws=";
