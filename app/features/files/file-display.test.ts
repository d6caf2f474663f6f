import { describe, expect, it } from "vitest";
import { formatFileSize, hasRefusedExtension, mediaCategoryOf, truncateFileName } from "./file-display.ts";

describe("file sizes as the visitor reads them", () => {
  it("uses B, KB, MB and GB", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(1023)).toBe("1023 B");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe("1.3 GB");
  });

  it("never goes beyond GB and survives nonsense", () => {
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5120 GB");
    expect(formatFileSize(-1)).toBe("0 B");
    expect(formatFileSize(Number.NaN)).toBe("0 B");
  });
});

describe("long file names", () => {
  it("are cut at 25 characters keeping the extension", () => {
    const name = "settlement-agreement-final-version-3.pdf";
    const short = truncateFileName(name);
    expect(Array.from(short)).toHaveLength(25);
    expect(short.endsWith("….pdf")).toBe(true);
    expect(short.startsWith("settlement-agreement")).toBe(true);
  });

  it("are cut at 20 in the media panel, and short names are left alone", () => {
    expect(Array.from(truncateFileName("settlement-agreement-final.pdf", 20))).toHaveLength(20);
    expect(truncateFileName("lease.pdf", 20)).toBe("lease.pdf");
    expect(truncateFileName("x".repeat(25))).toBe("x".repeat(25));
  });
});

describe("grouping and refusals", () => {
  it("groups by type", () => {
    expect(mediaCategoryOf("image/png")).toBe("photos");
    expect(mediaCategoryOf("video/mp4")).toBe("videos");
    expect(mediaCategoryOf("audio/mpeg")).toBe("audio");
    expect(mediaCategoryOf("application/pdf")).toBe("documents");
    expect(mediaCategoryOf("application/octet-stream")).toBe("other");
  });

  it("refuses archives and programs by extension, whatever the case", () => {
    expect(hasRefusedExtension("tools.ZIP")).toBe(true);
    expect(hasRefusedExtension("setup.exe")).toBe(true);
    expect(hasRefusedExtension("run.bat")).toBe(true);
    expect(hasRefusedExtension("report.pdf")).toBe(false);
    expect(hasRefusedExtension("README")).toBe(false);
  });
});
