import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";

/**
 * The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. A code
 * is accepted once, so a test enrolls with the previous step's code (accepted as clock drift) and
 * signs in with the current one.
 */
export function totpCode(secret: string, offsetSteps = 0): string {
  const step = Math.floor(Date.now() / 1000 / 30) + offsetSteps;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}
