import { describe, expect, it } from "vitest";
import { containsLink, uploadActivity } from "./record-activity.server.ts";

describe("activity wording", () => {
  it("names an upload by its kind and format, never by its file name", () => {
    expect(uploadActivity("application/pdf")).toEqual({
      eventType: "document_added",
      title: { key: "documentAdded", params: { format: "PDF" } },
    });
    expect(uploadActivity("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toEqual({
      eventType: "document_added",
      title: { key: "documentAdded", params: { format: "Word" } },
    });
    expect(uploadActivity("image/png")).toEqual({
      eventType: "image_added",
      title: { key: "imageAdded", params: { format: "PNG" } },
    });
    expect(uploadActivity("video/mp4")).toEqual({
      eventType: "video_added",
      title: { key: "videoAdded", params: { format: "MP4" } },
    });
    expect(uploadActivity("audio/mpeg")).toEqual({
      eventType: "audio_added",
      title: { key: "audioAdded", params: { format: "MPEG" } },
    });
    expect(uploadActivity("application/octet-stream")).toEqual({
      eventType: "file_added",
      title: { key: "fileAdded" },
    });
  });

  it("notices a link in a message", () => {
    expect(containsLink("see https://example.com/a")).toBe(true);
    expect(containsLink("at www.example.org please")).toBe(true);
    expect(containsLink("my e-mail is dana@example.com")).toBe(false);
    expect(containsLink("nothing here")).toBe(false);
  });
});
