import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ByteSize {
  raw: number;
  gzip: number;
}

export interface OutputSizes {
  /** JS loaded with the page (entry chunks; a remote's `remoteEntry.js`). */
  initial: ByteSize;
  /** JS loaded on demand (`import()` chunks, a remote's exposed modules). */
  async: ByteSize;
  files: number;
}

export interface ChunkFiles {
  initial: boolean;
  files: readonly string[];
}

/** Raw and gzip -9 sizes of the JS files of a build, split into initial and async. */
export async function measureOutput(
  outputPath: string,
  chunks: readonly ChunkFiles[],
): Promise<OutputSizes> {
  const initialFiles = new Set<string>();
  const asyncFiles = new Set<string>();
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (!file.endsWith('.js')) continue;
      (chunk.initial ? initialFiles : asyncFiles).add(file);
    }
  }
  for (const file of initialFiles) asyncFiles.delete(file);
  const [initial, lazy] = await Promise.all([
    sumSizes(outputPath, initialFiles),
    sumSizes(outputPath, asyncFiles),
  ]);
  return { initial, async: lazy, files: initialFiles.size + asyncFiles.size };
}

async function sumSizes(outputPath: string, files: Iterable<string>): Promise<ByteSize> {
  const sizes = await Promise.all(
    [...files].map(async (file) => {
      const content = await readFile(path.join(outputPath, file));
      return { raw: content.byteLength, gzip: gzipSync(content, { level: 9 }).byteLength };
    }),
  );
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

