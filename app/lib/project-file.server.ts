import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

let root: string | undefined;

/**
 * A file of the project, by its path from the project root: a source (development, tests) or its
 * compiled or copied form under build/ (production, where this module itself is bundled into
 * build/server): so the root is found by walking up to package.json, not taken relative to this
 * file. The root is found once per process.
 */
export function projectFile(relativePath: string): URL {
  if (root === undefined) {
    let folder = path.dirname(fileURLToPath(import.meta.url));
    while (!existsSync(path.join(folder, "package.json"))) {
      const parent = path.dirname(folder);
      if (parent === folder) throw new Error("The project root (package.json) was not found");
      folder = parent;
    }
    root = folder;
  }
  return pathToFileURL(path.join(root, relativePath));
}
