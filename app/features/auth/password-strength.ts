/**
 * The sign-up password meter (spec §5): one point each for length 8+, a lowercase letter, an
 * uppercase letter, a digit and a symbol. Client-safe.
 */
export type PasswordStrength = { score: number; label: "veryWeak" | "weak" | "good" | "strong" };

export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  const label = score <= 1 ? "veryWeak" : score === 2 ? "weak" : score === 3 ? "good" : "strong";
  return { score, label };
}
