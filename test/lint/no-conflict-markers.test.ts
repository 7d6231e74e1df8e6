import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')

/** Lines a merge leaves where it could not decide: a comment keeps them past the compiler and the linter. */
const marker = /^(<{7}|>{7}) /m

describe('no merge conflict markers', () => {
  it('in any file git tracks', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|vue|js|mjs|cjs|json|md|yml|css|html)$/.test(file))
    expect(files.length).toBeGreaterThan(100)
    const marked = files.filter((file) => {
      try {
        return marker.test(readFileSync(join(root, file), 'utf8'))
      } catch {
        return false // listed by git but removed from the working tree
      }
    })
    expect(marked).toEqual([])
  })
})
