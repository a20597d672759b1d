import { TOTP_DIGITS } from '@basisdesk/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, six digits, 30-second steps (otplib's defaults). */
const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it turned over. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

const SIX_DIGITS = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** The code an authenticator app shows, as typed: digits, perhaps split by a space. */
export const asTotpCode = (typed: string): string | null => {
  const compact = typed.replace(/\s+/g, '');
  return SIX_DIGITS.test(compact) ? compact : null;
};

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32. */
export const newTotpSecret = (): string => generateSecret();

/** What the QR code holds: issuer and label shown in the app, the secret, the defaults spelled out. */
export const otpauthUrlOf = ({ issuer, label, secret }: { issuer: string; label: string; secret: string }) =>
  generateURI({ issuer, label, secret, digits: TOTP_DIGITS, period: PERIOD_SECONDS });

/** The URL as a PNG QR code the page shows as it is: the web app needs no QR library. */
export const qrCodeDataUrlOf = (otpauthUrl: string): Promise<string> =>
  QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

/**
 * The time step a right code belongs to (now, or one step either side), or null. The caller makes
 * the step its own atomically, so the same step is never accepted twice.
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    period: PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
