import { describe, expect, it } from 'vitest';
import { entryFilesComment, readEntryFiles } from './entryFiles';

describe('the file list at the end of remoteEntry.js', () => {
  it('reads back what the build wrote, after the entry code', () => {
    const files = { './BlackList': ['451.0372ef7508.js', '851.a47e2a9b3f.js', '3.ab.css'], './TagQuery': ['451.0372ef7508.js'] };
    expect(readEntryFiles(`var a = "/*x*/";\n//# sourceMappingURL=remoteEntry.js.map${entryFilesComment(files)}`)).toEqual(files);
  });

  it('is empty for an entry built before it, or one whose list is broken', () => {
    expect(readEntryFiles('var remote_carrier;')).toEqual({});
    expect(readEntryFiles('/*console-entry-files:{"./A":[*/')).toEqual({});
  });

  it('keeps only names beside the entry: no other origin, no way up', () => {
    const entry = entryFilesComment({ './A': ['a.js', 'https://evil.example/x.js', '//evil.example/y.js', '../z.js'] });
    expect(readEntryFiles(entry)).toEqual({ './A': ['a.js'] });
  });
});
