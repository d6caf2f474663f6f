/**
 * The browser's client for the organization calls (spec §7): credentials included, a 15 s
 * timeout ('Request timed out'), the `data` field unwrapped, and on failure the server's error
 * string or the catalogue's default for that action (spec §8). Client-safe.
 */
export const organizationRequestTimeoutMs = 15_000;

export const organizationErrorDefaults = {
  listMembers: "Failed to fetch organization members",
  update: "Failed to update organization",
  invite: "Failed to send invitation",
  removeMember: "Failed to remove member",
  updateRole: "Failed to update member role",
  createToken: "Failed to create token",
  revokeToken: "Failed to revoke token",
  accept: "Failed to accept invitation",
  decline: "Failed to decline invitation",
  create: "Failed to create organization",
  delete: "Failed to delete organization",
  request: "Request failed",
} as const;

export class OrganizationApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = "OrganizationApiError";
  }
}

type RequestOptions = { method?: string; body?: unknown; fallback?: string; timeoutMs?: number; fetch?: typeof fetch };

export async function organizationRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const fetcher = options.fetch ?? fetch;
  const fallback = options.fallback ?? organizationErrorDefaults.request;
  let response: Response;
  try {
    response = await fetcher(path, {
      method: options.method ?? "GET",
      credentials: "include",
      headers:
        options.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? organizationRequestTimeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))
      throw new OrganizationApiError("Request timed out", 0, "TIMEOUT");
    throw new OrganizationApiError(fallback, 0, "NETWORK_ERROR");
  }
  const payload = (await response.json().catch(() => null)) as { data?: T; error?: unknown; code?: unknown } | null;
  if (!response.ok || payload === null) {
    const message = typeof payload?.error === "string" && payload.error !== "" ? payload.error : fallback;
    throw new OrganizationApiError(message, response.status, typeof payload?.code === "string" ? payload.code : null);
  }
  return (payload && "data" in payload ? payload.data : payload) as T;
}

const json = (fetcher?: typeof fetch) => ({ fetch: fetcher });
const base = "/api/organizations";
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** One function per call of spec §7 "Organizations and related". */
export function organizationApi(fetcher?: typeof fetch) {
  const options = json(fetcher);
  return {
    getPublic: (slugOrId: string) =>
      organizationRequest<unknown[]>(`${base}?slug=${encodeURIComponent(slugOrId)}`, options),
    get: (id: string) => organizationRequest<{ subscriptionTier: string }>(at(id), options),
    mine: () => organizationRequest<{ id: string; isPersonal: boolean }[]>(`${base}/me`, options),
    create: (body: { name: string; slug?: string; description?: string }) =>
      organizationRequest(base, { ...options, method: "POST", body, fallback: organizationErrorDefaults.create }),
    update: (id: string, body: Record<string, unknown>) =>
      organizationRequest(at(id), { ...options, method: "PUT", body, fallback: organizationErrorDefaults.update }),
    remove: (id: string, confirmName: string) =>
      organizationRequest(at(id), {
        ...options,
        method: "DELETE",
        body: { confirmName },
        fallback: organizationErrorDefaults.delete,
      }),
    setActive: (organizationId: string) =>
      organizationRequest(`${base}/active`, { ...options, method: "POST", body: { organizationId } }),
    members: (id: string) =>
      organizationRequest(`${at(id)}/member`, { ...options, fallback: organizationErrorDefaults.listMembers }),
    updateRole: (id: string, userId: string, role: string) =>
      organizationRequest(`${at(id)}/member`, {
        ...options,
        method: "PATCH",
        body: { userId, role },
        fallback: organizationErrorDefaults.updateRole,
      }),
    removeMember: (id: string, userId: string) =>
      organizationRequest(`${at(id)}/member?userId=${encodeURIComponent(userId)}`, {
        ...options,
        method: "DELETE",
        fallback: organizationErrorDefaults.removeMember,
      }),
    invite: (body: { organizationId: string; email: string; role?: string }) =>
      organizationRequest(`${base}/invitations`, {
        ...options,
        method: "POST",
        body,
        fallback: organizationErrorDefaults.invite,
      }),
    myInvitations: () => organizationRequest(`${base}/me/invitations`, options),
    accept: (invitationId: string, token?: string) =>
      organizationRequest(`${at(invitationId)}/accept-invitation`, {
        ...options,
        method: "POST",
        body: token ? { token } : {},
        fallback: organizationErrorDefaults.accept,
      }),
    decline: (invitationId: string, token?: string) =>
      organizationRequest(`${at(invitationId)}/decline-invitation`, {
        ...options,
        method: "POST",
        body: token ? { token } : {},
        fallback: organizationErrorDefaults.decline,
      }),
    tokens: (id: string) => organizationRequest(`${at(id)}/tokens`, options),
    createToken: (id: string, tokenName: string) =>
      organizationRequest<{ token: string; tokenId: string }>(`${at(id)}/tokens`, {
        ...options,
        method: "POST",
        body: { tokenName },
        fallback: organizationErrorDefaults.createToken,
      }),
    revokeToken: (id: string, tokenId: string) =>
      organizationRequest(`${at(id)}/tokens/${encodeURIComponent(tokenId)}`, {
        ...options,
        method: "DELETE",
        fallback: organizationErrorDefaults.revokeToken,
      }),
  };
}
