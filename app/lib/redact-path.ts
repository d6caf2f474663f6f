/**
 * Path segments that are bearer secrets: whoever holds the URL holds the access (a Share Matter
 * link opens a client's case file for 7 days). They are replaced before the path is logged.
 */
const secretSegments: RegExp[] = [/^(\/api\/case-files\/shared\/)[^/]+/];

/** The path as it may be logged: secret segments replaced with ":redacted". */
export function redactPath(path: string): string {
  for (const pattern of secretSegments) {
    if (pattern.test(path)) return path.replace(pattern, "$1:redacted");
  }
  return path;
}
