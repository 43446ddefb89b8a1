import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { entryFilesComment, type EntryFiles } from '@console/sdk/manifest';

/**
 * Writes into remoteEntry.js, after every file got its final name, which chunk files each exposed
 * module needs (`readEntryFiles` in the shell): the shell fetches them before a click without
 * running them. `exposes`: module -> source file, as exposesOf answers.
 */
export class EntryFilesPlugin {
  constructor(
    private readonly root: string,
    private readonly entry: string,
    private readonly exposes: Record<string, string>,
  ) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EntryFilesPlugin', (compilation) => {
      // After the real content hashes renamed the chunks.
      compilation.hooks.processAssets.tap({ name: 'EntryFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const byFile = new Map(Object.entries(this.exposes).map(([module, file]) => [path.join(this.root, file), module]));
        const files: EntryFiles = {};
        for (const group of compilation.chunkGroups) {
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
              const exposed = byFile.get((module as { resource?: string }).resource ?? '');
              if (exposed) files[exposed] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
            }
          }
        }
        const asset = compilation.getAsset(this.entry);
        if (!asset) return;
        const code = asset.source.source().toString();
        // Before the source-map comment, which stays last; the code above it keeps its positions.
        const at = code.lastIndexOf('\n//# sourceMappingURL=');
        const comment = entryFilesComment(files);
        compilation.updateAsset(this.entry, new RawSource(at < 0 ? code + comment : code.slice(0, at) + comment.trimEnd() + code.slice(at)));
      });
    });
  }
}
