import { describe, expect, it } from "vitest";
import { containsLink, uploadActivity } from "./record-activity.server.ts";

describe("activity wording", () => {
  it.each([
    ["application/pdf", "document_added", "documentAdded", "PDF"],
    [
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "document_added",
      "documentAdded",
      "Word",
    ],
    ["image/png", "image_added", "imageAdded", "PNG"],
    ["video/mp4", "video_added", "videoAdded", "MP4"],
    ["audio/mpeg", "audio_added", "audioAdded", "MPEG"],
  ])("names an upload of %s by its kind and format, never by its file name", (type, eventType, key, format) => {
    expect(uploadActivity(type)).toEqual({ eventType, title: { key, params: { format } } });
  });

  it("names an upload of another kind a file, without a format", () => {
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
