// Precompression for nginx's brotli_static and gzip_static: the build is compressed once, at
// deploy time, at the highest levels, instead of on every request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

/** Writes name.br (quality 11) and name.gz (level 9) beside every compressible file for the *_static modules. */
export function precompress(root) {
  for (const entry of readdirSync(root)) {
    const file = join(root, entry)
    if (statSync(file).isDirectory()) precompress(file)
    else if (COMPRESSIBLE.test(entry)) {
      const source = readFileSync(file)
      writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }))
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      )
    }
  }
}
