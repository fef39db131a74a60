import { createHash } from 'node:crypto'
import { relative } from 'node:path'

// The production name of a CSS module's class: `_` and five characters of a hash of the file and the
// class, not Vite's `_name_hash_line`. Every route's JS carries its modules' class maps, and index.html
// and the painted pages inline the stylesheet, so each name's length is paid on every first screen.
// The build's client and its build-time render (the painted pages) name a class alike, since the
// name depends on the file's path and the class alone.

const LENGTH = 5

/** `css.modules.generateScopedName` for builds; throws if two classes ever came out with one name. */
export function shortClassNames(root: string) {
  const owners = new Map<string, string>()
  return (name: string, filename: string) => {
    const owner = `${relative(root, filename.split('?')[0] ?? filename)
      .split('\\')
      .join('/')} .${name}`
    const short = `_${createHash('sha256').update(owner).digest('base64url').slice(0, LENGTH)}`
    const taken = owners.get(short)
    if (taken !== undefined && taken !== owner)
      throw new Error(`CSS classes ${taken} and ${owner} share the name ${short}: lengthen build/class-names.ts`)
    owners.set(short, owner)
    return short
  }
}
