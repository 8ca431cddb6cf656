/**
 * Generated tables ship as gzipped base64 in a source file (`concepts_data.ts`,
 * `word_vectors_data.ts`): one string that any JavaScript runtime imports, with no file
 * access and no npm package at run time.
 * @module
 */

/** The bytes of a gzipped, base64-encoded table. */
export async function unpack(base64: string): Promise<Uint8Array> {
  // `Uint8Array.fromBase64` decodes 4 MB in a millisecond; `atob` and a copy take a hundred.
  const fromBase64 = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array })
    .fromBase64;
  const packed = fromBase64
    ? fromBase64(base64)
    : Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const stream = new Blob([packed as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
