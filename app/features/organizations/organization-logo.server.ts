import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { getObjectBytes, newStorageKey, putObject } from "~/lib/storage.server.ts";
import { readImageInfo } from "./image-info.ts";

/** The logo limits of the spec (business onboarding: "square, max 5 MB"). */
export const maxLogoBytes = 5 * 1024 * 1024;

/**
 * Stores an uploaded logo (PNG, JPEG, GIF or WebP; square; at most 5 MB) and answers the public
 * address the intake page shows: /api/organizations/{id}/logo?v={key}. The key in the address
 * changes with every upload, so the logo may be cached for good.
 */
export async function storeOrganizationLogo(organizationId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > maxLogoBytes)
    throw new DomainError("VALIDATION_FAILED", "settings:organization.validation.imageTooLarge", {
      field: "profileImage",
    });
  const info = readImageInfo(bytes);
  if (!info || info.width === 0)
    throw new DomainError("VALIDATION_FAILED", "settings:organization.validation.imageType", { field: "profileImage" });
  if (info.width !== info.height)
    throw new DomainError("VALIDATION_FAILED", "settings:organization.validation.imageNotSquare", {
      field: "profileImage",
    });
  const key = newStorageKey();
  await putObject(key, bytes, { contentType: info.contentType });
  return logoAddress(organizationId, key);
}

export function logoAddress(organizationId: string, key: string): string {
  return `/api/organizations/${organizationId}/logo?v=${key}`;
}

/** The stored key of an organization's logo address, or null (a remote or data: image). */
export function logoKeyOf(profileImage: string | null, organizationId: string): string | null {
  if (!profileImage) return null;
  const match = /^\/api\/organizations\/([0-9a-f-]{36})\/logo\?v=([A-Za-z0-9_-]{16,64})$/.exec(profileImage);
  return match && match[1] === organizationId ? match[2]! : null;
}

/** The logo's bytes and type, or null. */
export async function readOrganizationLogo(
  organizationId: string,
  profileImage: string | null,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const key = logoKeyOf(profileImage, organizationId);
  if (!key) return null;
  const bytes = await getObjectBytes(key);
  const info = bytes ? readImageInfo(bytes) : null;
  return bytes && info ? { bytes, contentType: info.contentType } : null;
}

/**
 * GET /api/organizations/{id}/logo?v={key}: the organization's current logo. Only the current key
 * is served: an unknown organization, an old key or none is null (the route's 404).
 */
export async function readCurrentOrganizationLogo(
  organizationId: string,
  requestedKey: string | null,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!requestedKey) return null;
  const organization = await db
    .selectFrom("organizations")
    .select(["id", "profile_image"])
    .where("id", "=", organizationId)
    .executeTakeFirst();
  if (!organization || logoKeyOf(organization.profile_image, organization.id) !== requestedKey) return null;
  return readOrganizationLogo(organization.id, organization.profile_image);
}
