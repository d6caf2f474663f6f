import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { say, startIntake } from "./support/intake-journey.ts";

/**
 * The composer's camera (spec: "Camera capture full-screen with a take-photo button", photos saved
 * as JPEG quality 0.9, the five camera error texts; ADR 0021), in the `camera` project: Chromium
 * with its synthetic camera, permission granted without a prompt. The error cases break one browser
 * API each before the page loads, the way a denied permission, a missing or busy camera, a stream
 * that will not play or a failing canvas would.
 */

declare global {
  interface Window {
    /** Every track the page got from getUserMedia (recorded by watchCameraTracks). */
    cameraTracks?: MediaStreamTrack[];
  }
}

test.use({ viewport: { width: 1280, height: 800 } });

const mediaPanel = (page: Page) => page.getByRole("region", { name: "Media, Documents, and Links" });
const cameraButton = (page: Page) => page.getByRole("button", { name: "Take a photo", exact: true });

/** Records the camera's tracks, so the test can see that closing the camera releases them. */
async function watchCameraTracks(page: Page) {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    window.cameraTracks = [];
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      window.cameraTracks!.push(...stream.getTracks());
      return stream;
    };
  });
}

const trackStates = (page: Page) =>
  page.evaluate(() => (window.cameraTracks ?? []).map((track) => `${track.kind}:${track.readyState}`));

async function openCamera(page: Page) {
  await expect(cameraButton(page)).toBeEnabled();
  await cameraButton(page).click();
  const camera = page.getByRole("dialog", { name: "Camera" });
  await expect(camera).toBeVisible();
  return camera;
}

/** The preview shows a moving picture: it plays, has a size, and its time advances. */
async function expectLivePreview(page: Page) {
  const preview = page.getByRole("dialog", { name: "Camera" }).getByLabel("Camera preview");
  const state = () =>
    preview.evaluate((video: HTMLVideoElement) => ({
      playing: !video.paused && video.readyState >= 2,
      width: video.videoWidth,
      height: video.videoHeight,
      time: video.currentTime,
    }));
  await expect.poll(async () => (await state()).playing).toBe(true);
  const first = await state();
  expect(first.width).toBeGreaterThan(0);
  expect(first.height).toBeGreaterThan(0);
  await expect.poll(async () => (await state()).time).toBeGreaterThan(first.time);
  return { width: first.width, height: first.height };
}

/** The frame size and the luminance quantisation table (natural order) of a baseline or progressive JPEG. */
function readJpeg(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)], "JPEG start-of-image marker").toEqual([0xff, 0xd8, 0xff]);
  let width = 0;
  let height = 0;
  let luminance: number[] | null = null;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const body = bytes.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xdb) {
      for (let at = 0; at < body.length; ) {
        const precision = body[at]! >> 4;
        const id = body[at]! & 0x0f;
        const size = precision === 0 ? 1 : 2;
        const zigzag = Array.from({ length: 64 }, (_, index) =>
          size === 1 ? body[at + 1 + index]! : body.readUInt16BE(at + 1 + index * 2),
        );
        if (id === 0) {
          const table = new Array<number>(64);
          for (let index = 0; index < 64; index++) table[naturalOrder[index]!] = zigzag[index]!;
          luminance = table;
        }
        at += 1 + 64 * size;
      }
    } else if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      height = body.readUInt16BE(1);
      width = body.readUInt16BE(3);
    } else if (marker === 0xda) {
      break;
    }
    offset += 2 + length;
  }
  return { width, height, luminance };
}

/** Position in the 8×8 block of the n-th coefficient in zig-zag order (ITU T.81 figure A.6). */
const naturalOrder = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
];

/** The luminance table of ITU T.81 annex K, natural order. */
const annexKLuminance = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];

/** The table an encoder writes for a quality in 1..100 (the IJG scaling every browser's libjpeg uses). */
function luminanceTableForQuality(quality: number) {
  const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  return annexKLuminance.map((value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

test.describe("the camera", () => {
  test("a visitor takes a photo: the live preview, the upload with progress, the message, and a JPEG at quality 0.9 in the media panel", async ({
    page,
  }) => {
    await watchCameraTracks(page);
    await startIntake(page);
    await expect(mediaPanel(page)).toContainText("No files shared yet");

    const camera = await openCamera(page);
    // Full screen, with the focus inside.
    const box = (await camera.boundingBox())!;
    const viewport = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    }));
    expect({ x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({ x: 0, y: 0, ...viewport });
    await expect(camera.getByRole("button", { name: "Close camera" })).toBeFocused();
    const frame = await expectLivePreview(page);
    await expect(camera.getByRole("alert")).toHaveCount(0);

    // The upload is held until the test has seen its progress.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/files/upload", async (route) => {
      await held;
      await route.continue();
    });
    await camera.getByRole("button", { name: "Take photo", exact: true }).click();
    await expect(camera).toHaveCount(0);
    // Closing the camera releases it.
    await expect.poll(() => trackStates(page)).toEqual(["video:ended"]);
    const uploading = page.getByRole("list", { name: "Uploading files" });
    const progress = uploading.getByRole("progressbar", { name: /^Uploading photo-.+\.jpg$/ });
    await expect(progress).toBeVisible();
    expect(Number(await progress.getAttribute("value"))).toBeLessThanOrEqual(90);
    release();

    // Uploaded, it waits as a preview with its thumbnail.
    await expect(uploading).toHaveCount(0);
    const previews = page.getByRole("list", { name: "Files to send" });
    await expect(previews.locator("img")).toHaveCount(1);
    const name = (await previews.locator('[title^="photo-"]').getAttribute("title"))!;
    expect(name).toMatch(/^photo-[\dTZ-]+\.jpg$/);
    await expect(previews.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
    await page.unroute("**/api/files/upload");

    await say(page, "Here is a photo of the broken door.");
    const sent = page.locator('li[data-role="user"]').filter({ hasText: "Here is a photo of the broken door." });
    await expect(
      sent.getByRole("list", { name: "Attached files" }).getByRole("link", { name: `Open ${name}` }),
    ).toBeVisible();
    await expect(previews).toHaveCount(0);

    // In the media panel as a photo, served as the JPEG the camera took.
    const panel = mediaPanel(page);
    await expect(panel.getByRole("region", { name: "Photos 1", exact: true })).toBeVisible();
    const link = panel.getByRole("link", { name: `Open ${name}`, exact: true });
    await expect(link).toBeVisible();
    const response = await page.request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const jpeg = readJpeg(await response.body());
    expect({ width: jpeg.width, height: jpeg.height }).toEqual(frame);
    expect(jpeg.luminance, "the quantisation table of quality 0.9").toEqual(luminanceTableForQuality(90));
    expect(jpeg.luminance).not.toEqual(luminanceTableForQuality(92));

    // It opens in the full-screen viewer.
    await link.click();
    const viewer = page.getByRole("dialog", { name: `Viewing ${name}` });
    await expect(viewer.getByRole("img", { name })).toBeVisible();
    await expect
      .poll(() =>
        viewer
          .getByRole("img", { name })
          .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
      )
      .toEqual([frame.width, frame.height]);
  });

  test("Escape closes the camera without a photo, releases the camera and gives the focus back", async ({ page }) => {
    await watchCameraTracks(page);
    await startIntake(page);
    const camera = await openCamera(page);
    await expectLivePreview(page);
    await page.keyboard.press("Escape");
    await expect(camera).toHaveCount(0);
    await expect(cameraButton(page)).toBeFocused();
    await expect.poll(() => trackStates(page)).toEqual(["video:ended"]);
    await expect(page.getByRole("list", { name: "Uploading files" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Files to send" })).toHaveCount(0);

    // It opens again, with a new stream.
    await openCamera(page);
    await expectLivePreview(page);
    await page.getByRole("button", { name: "Close camera" }).click();
    await expect.poll(() => trackStates(page)).toEqual(["video:ended", "video:ended"]);
  });
});

/** One browser API broken before the page loads (runs in the page, so everything it needs is here). */
function breakCamera(breakage: string) {
  const refuse = (name: string) => () => Promise.reject(new DOMException("refused by the test", name));
  switch (breakage) {
    case "no-media-devices":
      Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
      break;
    case "NotAllowedError":
    case "NotFoundError":
    case "NotReadableError":
    case "OverconstrainedError":
      navigator.mediaDevices.getUserMedia = refuse(breakage);
      break;
    case "play-rejected":
      HTMLMediaElement.prototype.play = refuse("NotSupportedError");
      break;
    case "still-starting":
      navigator.mediaDevices.getUserMedia = () => new Promise<MediaStream>(() => {});
      break;
    case "no-blob":
      HTMLCanvasElement.prototype.toBlob = (callback: BlobCallback) => {
        callback(null);
      };
      break;
    case "draw-throws":
      CanvasRenderingContext2D.prototype.drawImage = () => {
        throw new DOMException(
          "The image argument is a canvas element with a width or height of 0.",
          "InvalidStateError",
        );
      };
      break;
    default:
      throw new Error(`unknown breakage ${breakage}`);
  }
}

const noAccess = "Could not access camera. Please check permissions and ensure your device has a camera.";
const errorCases: { cause: string; breakage: string; takePhoto: boolean; text: string }[] = [
  { cause: "camera permission denied", breakage: "NotAllowedError", takePhoto: false, text: noAccess },
  { cause: "no camera on the device", breakage: "NotFoundError", takePhoto: false, text: noAccess },
  { cause: "the camera is in use by another program", breakage: "NotReadableError", takePhoto: false, text: noAccess },
  { cause: "no camera matches the constraints", breakage: "OverconstrainedError", takePhoto: false, text: noAccess },
  { cause: "a browser without camera support", breakage: "no-media-devices", takePhoto: false, text: noAccess },
  {
    cause: "the stream does not play",
    breakage: "play-rejected",
    takePhoto: false,
    text: "Error loading video stream.",
  },
  {
    cause: "Take photo while the camera is still starting",
    breakage: "still-starting",
    takePhoto: true,
    text: "Camera not ready. Please wait a moment and try again.",
  },
  {
    cause: "the browser cannot encode the picture",
    breakage: "no-blob",
    takePhoto: true,
    text: "Error creating photo. Please try again.",
  },
  {
    cause: "the frame cannot be drawn",
    breakage: "draw-throws",
    takePhoto: true,
    text: "Error capturing photo. Please try again.",
  },
];

test.describe("the camera's errors", () => {
  for (const { cause, breakage, takePhoto, text } of errorCases) {
    test(`${cause}: '${text}'`, async ({ page }) => {
      await page.addInitScript(breakCamera, breakage);
      await startIntake(page);
      const camera = await openCamera(page);
      if (takePhoto) {
        // The failing canvas cases need a picture first; the starting camera never gives one.
        if (breakage !== "still-starting") await expectLivePreview(page);
        await camera.getByRole("button", { name: "Take photo", exact: true }).click();
      }
      await expect(camera.getByRole("alert")).toHaveText(text);
      // Nothing was uploaded, and the visitor can close the camera and go on.
      await expect(page.getByRole("list", { name: "Uploading files" })).toHaveCount(0);
      await expect(page.getByRole("list", { name: "Files to send" })).toHaveCount(0);
      await camera.getByRole("button", { name: "Close camera" }).click();
      await expect(camera).toHaveCount(0);
      await expect(cameraButton(page)).toBeFocused();
      await expect(mediaPanel(page)).toContainText("No files shared yet");
      await expect(page.getByRole("textbox", { name: "Message" })).toBeEnabled();
    });
  }
});
