/** A JWT-shaped token (unsigned garbage signature) with the given claims, as an attacker or a stale tab might hold. */
export function craftToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

/** The same token with its signature replaced: the claims still read as valid, the server refuses it. */
export function breakSignature(token: string): string {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.${Buffer.from('forged-signature-forged-signature').toString('base64url')}`;
}
