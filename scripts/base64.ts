/** Base64 of bytes (the standard alphabet, padded). */
export function encodeBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/**
 * A generated table as source (what `unpack` in `src/core/packed.ts` reads back): the bytes
 * gzipped, in base64, as the body of an array of 96-character string lines to `.join("")` — a
 * chain of tens of thousands of `+` nests too deep for the parser. gzip's header from
 * `CompressionStream` carries no time, so the same bytes give the same source.
 */
export async function packedLines(
  bytes: Uint8Array,
): Promise<{ lines: string; gzipped: number; base64: number }> {
  const gz = new Uint8Array(
    await new Response(
      new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()
        .pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer(),
  );
  const base64 = encodeBase64(gz);
  const lines = base64.match(/.{1,96}/g)!.map((l) => `  "${l}",`).join("\n");
  return { lines, gzipped: gz.length, base64: base64.length };
}
