import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { db, type Executor, transaction } from "../../../db/client.ts";
import type { FileRow, MatterRow } from "../../../db/tables.ts";
import { deleteObject, getObjectBytes, newStorageKey, putObject } from "~/lib/storage.server.ts";
import type { DocumentAnalysis } from "~/features/files/document-analysis.ts";
import { OrganizationConfigSchema } from "~/features/organizations/schemas.ts";
import { getOrganizationMatterRow } from "~/features/matters/get-organization-matter.server.ts";
import { type CasePdfInput, renderCasePdf } from "./render-case-pdf.server.ts";
import { matterOfOrganization } from "~/features/matters/conversation-matter.server.ts";
import { casePdfFileOf } from "./case-pdf-file.server.ts";
import type { GeneratedPdfView } from "./components/case-pdf-block.tsx";

/**
 * The matter's case-file PDF: rendered from the matter, the conversation's contact details and
 * documents and the payment state, stored under one storage key per matter (a regeneration
 * replaces the object, so every link and block already shown keeps working), and recorded as the
 * matter's one files row of kind "case-pdf", which the visitor's session may download. A
 * fingerprint of what the PDF shows (kept in the row's metadata) makes a run with nothing changed
 * a no-op.
 */
export type GeneratedPdf = GeneratedPdfView & { fileId: string };

/** Bump when the layout changes, so existing PDFs are rendered again. */
const layoutVersion = 1;
const maxLogoBytes = 2 * 1024 * 1024;

const typeLabels: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "application/vnd.ms-excel": "Excel spreadsheet",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel spreadsheet",
  "text/plain": "Text",
  "text/csv": "CSV table",
};

function typeLabel(contentType: string): string {
  if (typeLabels[contentType]) return typeLabels[contentType];
  const [group, subtype] = contentType.split("/");
  const kind = group === "image" ? "image" : group === "video" ? "video" : group === "audio" ? "audio" : "file";
  return `${(subtype ?? "").toUpperCase()} ${kind}`.trim();
}

/** The organization's logo when it is a data: URL or one of our own files; remote images are skipped. */
async function loadLogo(profileImage: string | null, organizationId: string): Promise<Uint8Array | null> {
  if (!profileImage) return null;
  const data = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(profileImage.trim());
  if (data) {
    const bytes = Buffer.from(data[1]!, "base64");
    return bytes.byteLength <= maxLogoBytes ? bytes : null;
  }
  if (!profileImage.startsWith("/") || profileImage.startsWith("//")) return null;
  const pathname = profileImage.split(/[?#]/)[0]!;
  const fileKey = /^\/api\/files\/([A-Za-z0-9_-]{16,64})$/.exec(pathname)?.[1];
  if (fileKey) {
    const file = await db
      .selectFrom("files")
      .select(["storage_key", "size"])
      .where("organization_id", "=", organizationId)
      .where((eb) => (/^[0-9a-f-]{36}$/i.test(fileKey) ? eb("id", "=", fileKey) : eb("storage_key", "=", fileKey)))
      .executeTakeFirst();
    return file && file.size <= maxLogoBytes ? getObjectBytes(file.storage_key) : null;
  }
  // A static file of the app (public/, or build/client/ in production), never outside those folders.
  for (const folder of ["public", "build/client"]) {
    const root = path.resolve(folder);
    const target = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    if (!target.startsWith(`${root}${path.sep}`)) return null;
    try {
      const info = await stat(target);
      if (info.isFile() && info.size <= maxLogoBytes) return await readFile(target);
    } catch {
      // not in this folder
    }
  }
  return null;
}

function jurisdictionLabel(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const { city, state, country } = value as Record<string, string | null | undefined>;
  const label = [city, state, country].filter((part) => typeof part === "string" && part.trim() !== "").join(", ");
  return label || null;
}

type CasePdfRow = Pick<FileRow, "id" | "name" | "size" | "storage_key" | "metadata" | "updated_at">;
type Loaded = {
  matter: MatterRow;
  input: CasePdfInput;
  intakeSessionId: string | null;
  fingerprint: string;
  existing: CasePdfRow | null;
};

async function findCasePdf(
  executor: Executor,
  scope: { organizationId: string; matterId: string },
): Promise<CasePdfRow | null> {
  const row = await casePdfFileOf(executor, scope)
    .select(["id", "name", "size", "storage_key", "metadata", "updated_at"])
    .executeTakeFirst();
  return row ?? null;
}

async function loadCaseFile(scope: { organizationId: string; matterId: string }): Promise<Loaded | null> {
  const matter = await getOrganizationMatterRow(db, scope.organizationId, scope.matterId);
  if (!matter) return null;
  const [organization, conversation, files, existing] = await Promise.all([
    db
      .selectFrom("organizations")
      .select(["name", "profile_image", "config"])
      .where("id", "=", scope.organizationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("conversations")
      .select(["contact", "intake_session_id"])
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", matter.conversation_id)
      .executeTakeFirst(),
    db
      .selectFrom("files")
      .select(["name", "content_type", "size", "status", "analysis", "error", "created_at"])
      .where("organization_id", "=", scope.organizationId)
      .where("conversation_id", "=", matter.conversation_id)
      .where("kind", "=", "upload")
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    findCasePdf(db, scope),
  ]);
  const config = OrganizationConfigSchema.partial().safeParse(organization.config);
  const colors = config.success ? config.data : {};
  const contact = (conversation?.contact ?? {}) as Record<string, string | undefined>;
  const logo = await loadLogo(organization.profile_image, scope.organizationId);
  const input: CasePdfInput = {
    organization: {
      name: organization.name,
      brandColor: colors.brandColor ?? "#1f2937",
      accentColor: colors.accentColor ?? "#2563eb",
      logo,
    },
    matter: {
      number: matter.matter_number,
      service: matter.service,
      summary: matter.summary,
      urgency: matter.urgency,
      jurisdiction: jurisdictionLabel(matter.jurisdiction),
      answers: Object.entries((matter.answers ?? {}) as Record<string, string>).map(([question, answer]) => ({
        question,
        answer: String(answer),
      })),
      openedAt: new Date(matter.created_at).toISOString(),
      reviewRequested: matter.review_requested_at !== null,
    },
    contact: {
      name: contact.name ?? matter.client_name ?? null,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      location: contact.location ?? null,
    },
    opposingParty: matter.opposing_party ?? contact.opposingParty ?? null,
    documents: files.map((file) => {
      const analysis = file.analysis as Partial<DocumentAnalysis> | null;
      const summary = analysis?.textFound && analysis.summary ? analysis.summary.slice(0, 700) : null;
      return {
        name: file.name,
        type: typeLabel(file.content_type),
        size: Number(file.size),
        uploadedAt: new Date(file.created_at).toISOString(),
        status: file.status,
        summary,
        error: file.status === "failed" ? file.error : null,
      };
    }),
    payment: {
      state: !matter.payment_required ? "not-required" : matter.payment_id ? "paid" : "pending",
      amountUsd: matter.payment_amount_cents !== null ? matter.payment_amount_cents / 100 : null,
      description: matter.payment_description,
      paymentId: matter.payment_id,
    },
  };
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify({
        layoutVersion,
        ...input,
        organization: { ...input.organization, logo: logo ? createHash("sha256").update(logo).digest("hex") : null },
      }),
    )
    .digest("hex");
  return { matter, input, intakeSessionId: conversation?.intake_session_id ?? null, fingerprint, existing };
}

type CasePdfMetadata = { fingerprint?: string; generatedAt?: string };

function generatedPdf(row: CasePdfRow, matter: MatterRow): GeneratedPdf {
  const metadata = row.metadata as CasePdfMetadata;
  return {
    fileId: row.id,
    filename: row.name,
    size: Number(row.size),
    generatedAt: metadata.generatedAt ?? new Date(row.updated_at).toISOString(),
    matterType: matter.service ?? "General",
    storageKey: row.storage_key,
  };
}

/**
 * Renders and stores the matter's case PDF when what it shows changed (or none exists yet).
 * `onlyIfExists`: the regeneration job leaves matters that never had one alone.
 */
export async function generateCasePdf(
  scope: { organizationId: string; matterId: string },
  options: { onlyIfExists?: boolean; now?: Date } = {},
): Promise<{ pdf: GeneratedPdf; rendered: boolean } | null> {
  const loaded = await loadCaseFile(scope);
  if (!loaded) return null;
  const { matter, input, fingerprint, existing } = loaded;
  if (options.onlyIfExists && !existing) return null;
  if (existing && (existing.metadata as CasePdfMetadata).fingerprint === fingerprint)
    return { pdf: generatedPdf(existing, matter), rendered: false };

  const now = options.now ?? new Date();
  const bytes = await renderCasePdf(input, now);
  const filename = `case-file-${matter.matter_number}.pdf`;
  const metadata = JSON.stringify({ fingerprint, generatedAt: now.toISOString() } satisfies CasePdfMetadata);
  const created: { storageKey?: string } = {};
  try {
    const row = await transaction(async (trx) => {
      // One generation at a time per matter: a second one waits here, then replaces the first's object.
      await matterOfOrganization(trx, scope).select("id").forUpdate().executeTakeFirstOrThrow();
      const current = await findCasePdf(trx, scope);
      if (current) {
        await putObject(current.storage_key, bytes, { overwrite: true, contentType: "application/pdf" });
        return trx
          .updateTable("files")
          .set({ name: filename, size: bytes.byteLength, metadata, updated_at: now })
          .where("id", "=", current.id)
          .returning(["id", "name", "size", "storage_key", "metadata", "updated_at"])
          .executeTakeFirstOrThrow();
      }
      const storageKey = newStorageKey();
      created.storageKey = storageKey;
      await putObject(storageKey, bytes, { contentType: "application/pdf" });
      return trx
        .insertInto("files")
        .values({
          organization_id: scope.organizationId,
          conversation_id: matter.conversation_id,
          intake_session_id: loaded.intakeSessionId,
          matter_id: matter.id,
          storage_key: storageKey,
          name: filename,
          content_type: "application/pdf",
          size: bytes.byteLength,
          status: "completed",
          kind: "case-pdf",
          metadata,
        })
        .returning(["id", "name", "size", "storage_key", "metadata", "updated_at"])
        .executeTakeFirstOrThrow();
    });
    return { pdf: generatedPdf(row, matter), rendered: true };
  } catch (error) {
    if (created.storageKey) await deleteObject(created.storageKey).catch(() => {});
    throw error;
  }
}
