import { z } from "zod";

/**
 * The only reader of process.env (DESIGN §3). Parsed once, at first use; a bad variable stops
 * start-up with a message that names it. Every external service is optional.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : value === "true" || value === "1"));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PARLEY_MODE: z.enum(["all", "web", "worker"]).default("all"),
  // auto: every start migrates and seeds (the one-box quick start); off: a release step runs
  // `npm run db:migrate` and the process waits for that schema (ADR 0054).
  PARLEY_MIGRATE: z.enum(["auto", "off"]).default("auto"),
  // Mode all in production: the workers in a supervised child process (ADR 0053), or inline.
  PARLEY_WORKERS: z.enum(["process", "inline"]).default("process"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),

  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SEED_DEMO_ORG: booleanFlag(true),

  APP_URL: z.url().default("http://localhost:3000"),
  MAIN_HOST: optionalString,
  FIXED_ORG_HOSTS: z
    .string()
    .default("")
    .refine(
      (value) => value.split(",").every((pair) => pair.trim() === "" || /^\s*[^=\s]+\s*=\s*[a-z0-9-]+\s*$/i.test(pair)),
      "expected a comma-separated list of host=slug",
    ),
  DEFAULT_ORG_SLUG: z.string().trim().min(1).default("your-firm"),
  FRAME_ANCESTORS: z.string().default("'self'"),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("loopback")
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({
          code: "custom",
          message:
            "a hop count (0-10), or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal",
        });
        return z.NEVER;
      }
      return trust;
    }),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  OPENAI_STALL_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(20_000),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_BUSINESS_MONTHLY: optionalString,
  STRIPE_PRICE_BUSINESS_ANNUAL: optionalString,

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Google's OAuth 2.0 / OpenID endpoints; overridable so tests can point at a local server.
  GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Parley <no-reply@localhost>"),
  OPERATOR_EMAIL: optionalString,

  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  // Accounts (ADR 0017, 0018): the key that encrypts two-factor secrets at rest (64 hex digits or
  // base64 of 32 bytes; unset: a key generated once under DATA_DIR), and the DNS server that
  // domain verification asks (host:port; unset: the system resolver).
  SECRETS_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^([0-9a-f]{64}|[A-Za-z0-9+/_-]{43}=?)$/i, "expected 64 hex digits or the base64 of 32 bytes")
      .optional(),
  ),
  // The intake record's export signatures (ADR 0056): an Ed25519 private key, PKCS#8 PEM or the
  // base64 of its DER; unset: a key generated once under DATA_DIR.
  RECORD_SIGNING_KEY: optionalString,
  DNS_RESOLVER: optionalString.pipe(
    z
      .string()
      .regex(/^(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i, "expected host or host:port")
      .optional(),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`);
  // Checked on the raw values so that it is reported together with every other problem.
  if (source.STORAGE === "s3" && !source.S3_BUCKET?.trim()) problems.push("S3_BUCKET: is required when STORAGE=s3");
  if (problems.length > 0 || !result.success) throw new InvalidEnvironmentError(problems);
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The database this process uses: DATABASE_URL, else the embedded PostgreSQL. */
export function databaseUrl(config: Env = env()): string {
  return config.DATABASE_URL ?? embeddedDatabaseUrl(config);
}

export function embeddedDatabaseUrl(config: Env = env()): string {
  return `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/parley`;
}

export function usesEmbeddedDatabase(config: Env = env()): boolean {
  return config.DATABASE_URL === undefined;
}

/** The host that serves the main site (its root redirects to the default organization). */
export function mainHost(config: Env = env()): string {
  return (config.MAIN_HOST ?? new URL(config.APP_URL).host).toLowerCase();
}

/** FIXED_ORG_HOSTS="intake.smith-law.com=smith-law,help.acme.com=acme" */
export function fixedOrgHosts(config: Env = env()): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of config.FIXED_ORG_HOSTS.split(",")) {
    const [host, slug] = pair.split("=").map((part) => part?.trim());
    if (host && slug) map.set(host.toLowerCase(), slug);
  }
  return map;
}

/**
 * Which proxies' X-Forwarded-For to believe (Express's "trust proxy"): the client address decides
 * rate limits, so believing any private address would let a client behind NAT, a layer-4 balancer
 * or a LAN choose its own identity. Default: only a proxy on this machine (loopback). A number is a
 * hop count ("1" behind one load balancer); a list names addresses or subnets.
 */
export function parseTrustProxy(value: string): number | string | null {
  if (value === "") return "loopback";
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : null;
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every(
    (entry) => ["loopback", "linklocal", "uniquelocal"].includes(entry) || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry),
  );
  return entries.length > 0 && valid ? entries.join(", ") : null;
}
