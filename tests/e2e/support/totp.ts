import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";

/**
 * The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. A code
 * is accepted once and the server allows one step of drift either way, so a test enrolls with the
 * current step's code and signs in with the next step's: both stay inside the server's window
 * even when a step boundary passes between typing and checking on a busy machine.
 */
export function totpCode(secret: string, offsetSteps = 0): string {
  const step = Math.floor(Date.now() / 1000 / 30) + offsetSteps;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}
