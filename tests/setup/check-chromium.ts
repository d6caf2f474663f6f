import { accessSync, constants } from "node:fs";

// The end-to-end suite drives Debian's Chromium; it never downloads a browser.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `Chromium not found at ${chromium}: install it with \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
