/**
 * Who may talk to the HTTP server: a bearer token compared in constant time, and, without a
 * token, nobody beyond this machine.
 * @module
 */

const encoder = new TextEncoder();

/**
 * Compare a presented token with the expected one in time that does not depend on where they
 * differ (or on their lengths): both are hashed first, then every byte is compared.
 */
export async function tokensMatch(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}

/** The token of an `Authorization: Bearer <token>` header, or `null`. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

/** Whether a host name or address is this machine's loopback (`127.0.0.0/8`, `::1`, `localhost`). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host === "::1" || host === "0:0:0:0:0:0:0:1") return true;
  if (/^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
