import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks the parts of Google's OAuth 2.0 / OpenID Connect endpoints that
 * sign-in uses, so the app's real code (arctic's OAuth2Client, the JWKS verification) runs
 * against it through GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_JWKS_URL:
 *
 * - GET  /o/oauth2/v2/auth  checks client_id, redirect_uri, response_type=code and an S256 PKCE
 *   challenge, then (as if the configured test identity had chosen its account) redirects to
 *   redirect_uri with a one-time code and the state;
 * - POST /token             the authorization_code grant: client authentication (HTTP Basic or
 *   client_secret_post), the code, redirect_uri and code_verifier are checked; answers an
 *   access token and an RS256-signed id_token;
 * - GET  /oauth2/v3/certs   the JWKS with the public key.
 *
 * Keys are generated with node:crypto at start.
 */
export type GoogleIdentity = { sub: string; email: string; email_verified: boolean; name?: string; picture?: string };

type IssuedCode = {
  identity: GoogleIdentity;
  clientId: string;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
  used: boolean;
};

export type FakeGoogle = {
  url: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  clientId: string;
  clientSecret: string;
  kid: string;
  /** Google rotates its signing key: a new key id signs from now on, and the JWKS lists both. */
  rotateKey(): string;
  /** The identity the next authorization answers for. */
  setIdentity(identity: GoogleIdentity): void;
  /** An id_token for these claims, signed with the server's key (or another key, to test refusal). */
  signIdToken(claims: Record<string, unknown>, options?: { key?: KeyObject; kid?: string; alg?: string }): string;
  tokenRequests: Array<{ grantType: string | null; status: number }>;
  stop(): Promise<void>;
};

export type FakeGoogleOptions = {
  clientId: string;
  clientSecret: string;
  identity: GoogleIdentity;
  port?: number;
  host?: string;
};

export const GOOGLE_ISSUER = "https://accounts.google.com";

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  let { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  let kid = randomBytes(8).toString("hex");
  const published = [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }];
  const codes = new Map<string, IssuedCode>();
  const tokenRequests: FakeGoogle["tokenRequests"] = [];
  let identity = options.identity;

  const signIdToken: FakeGoogle["signIdToken"] = (claims, signOptions = {}) => {
    const header = { alg: signOptions.alg ?? "RS256", kid: signOptions.kid ?? kid, typ: "JWT" };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    const signature = sign("RSA-SHA256", Buffer.from(input), signOptions.key ?? privateKey);
    return `${input}.${base64url(signature)}`;
  };

  function authorize(url: URL, response: ServerResponse) {
    const clientId = url.searchParams.get("client_id");
    const redirectUri = url.searchParams.get("redirect_uri");
    const state = url.searchParams.get("state");
    const challenge = url.searchParams.get("code_challenge");
    if (clientId !== options.clientId)
      return json(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    if (url.searchParams.get("response_type") !== "code" || !redirectUri || !state)
      return json(response, 400, { error: "invalid_request" });
    if (url.searchParams.get("code_challenge_method") !== "S256" || !challenge)
      return json(response, 400, { error: "invalid_request", error_description: "PKCE S256 required" });
    if (!(url.searchParams.get("scope") ?? "").split(" ").includes("openid"))
      return json(response, 400, { error: "invalid_scope" });
    const code = `4/${randomBytes(24).toString("base64url")}`;
    codes.set(code, { identity, clientId, redirectUri, challenge, expiresAt: Date.now() + 60_000, used: false });
    const target = new URL(redirectUri);
    target.searchParams.set("state", state);
    target.searchParams.set("code", code);
    target.searchParams.set("scope", "email profile openid");
    response.writeHead(302, { Location: target.toString() });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const fail = (status: number, error: string) => {
      tokenRequests.push({ grantType: form.get("grant_type"), status });
      json(response, status, { error });
    };
    let clientId = form.get("client_id");
    let clientSecret = form.get("client_secret");
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      clientId = decoded.slice(0, colon);
      clientSecret = decoded.slice(colon + 1);
    }
    if (clientId !== options.clientId || clientSecret !== options.clientSecret) return fail(401, "invalid_client");
    if (form.get("grant_type") !== "authorization_code") return fail(400, "unsupported_grant_type");
    const issued = codes.get(form.get("code") ?? "");
    if (!issued || issued.used || issued.expiresAt < Date.now() || issued.clientId !== clientId)
      return fail(400, "invalid_grant");
    if (form.get("redirect_uri") !== issued.redirectUri) return fail(400, "invalid_grant");
    const verifier = form.get("code_verifier") ?? "";
    if (createHash("sha256").update(verifier).digest("base64url") !== issued.challenge)
      return fail(400, "invalid_grant");
    issued.used = true;
    const now = Math.floor(Date.now() / 1000);
    const idToken = signIdToken({
      iss: GOOGLE_ISSUER,
      azp: clientId,
      aud: clientId,
      sub: issued.identity.sub,
      email: issued.identity.email,
      email_verified: issued.identity.email_verified,
      ...(issued.identity.name ? { name: issued.identity.name } : {}),
      ...(issued.identity.picture ? { picture: issued.identity.picture } : {}),
      iat: now,
      exp: now + 3600,
    });
    tokenRequests.push({ grantType: "authorization_code", status: 200 });
    json(response, 200, {
      access_token: `ya29.${randomBytes(24).toString("base64url")}`,
      expires_in: 3599,
      scope: "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
      token_type: "Bearer",
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-google");
    if (request.method === "GET" && url.pathname === "/o/oauth2/v2/auth") return authorize(url, response);
    if (request.method === "POST" && url.pathname === "/token") {
      return void token(request, response).catch(() => json(response, 500, { error: "server_error" }));
    }
    if (request.method === "GET" && url.pathname === "/oauth2/v3/certs") {
      return json(response, 200, { keys: published }, { "Cache-Control": "public, max-age=3600" });
    }
    json(response, 404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  return {
    url,
    authUrl: `${url}/o/oauth2/v2/auth`,
    tokenUrl: `${url}/token`,
    jwksUrl: `${url}/oauth2/v3/certs`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    get kid() {
      return kid;
    },
    rotateKey() {
      ({ privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 }));
      kid = randomBytes(8).toString("hex");
      published.push({ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" });
      return kid;
    },
    setIdentity(next) {
      identity = next;
    },
    signIdToken,
    tokenRequests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
