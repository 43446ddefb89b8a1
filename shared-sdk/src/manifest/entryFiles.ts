/**
 * What a release's remoteEntry.js says about itself at its end, in a comment: the files (chunks,
 * relative to remoteEntry.js) each exposed module needs. The shell reads it to fetch a page's code
 * before the click without running any of it. It sits in the entry, not in console-manifest.json,
 * so that shells released before it (whose manifest schema admits no new key) still accept the
 * manifest, and a release without it is simply not prefetched beyond its entry.
 */
const MARKER = '/*console-entry-files:';

export type EntryFiles = Record<string, string[]>;

/** The comment the build appends to remoteEntry.js. */
export function entryFilesComment(files: EntryFiles): string {
  // `*/` cannot occur in a JSON of file names, but a module name is the remote's to choose.
  return `\n${MARKER}${JSON.stringify(files).replaceAll('*/', '*\\/')}*/\n`;
}

/** The files the comment at the end of `entry` lists, or {} if it has none or it is unreadable. */
export function readEntryFiles(entry: string): EntryFiles {
  const start = entry.lastIndexOf(MARKER);
  if (start < 0) return {};
  const end = entry.indexOf('*/', start + MARKER.length);
  try {
    const parsed: unknown = JSON.parse(entry.slice(start + MARKER.length, end < 0 ? undefined : end));
    if (!parsed || typeof parsed !== 'object') return {};
    const files: EntryFiles = {};
    for (const [module, list] of Object.entries(parsed)) {
      if (Array.isArray(list)) files[module] = list.filter((file): file is string => typeof file === 'string' && !/^[a-z]+:|^\/\/|\.\./i.test(file));
    }
    return files;
  } catch {
    return {};
  }
}
