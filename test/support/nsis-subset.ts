/**
 * Runs a macro of an NSIS include script (build/installer.nsh) over a registry held in a Map, for the few
 * instructions such a script uses: !define, !insertmacro, ReadRegStr, WriteRegStr, DeleteRegValue,
 * DeleteRegKey [/ifempty], StrLen, StrCpy (with a length), Push, Pop, and LogicLib's ${If}/${IfNot} with
 * ${AndIf}, ${Else}, ${EndIf} over `==`/`!=` (case-insensitive, as NSIS compares) and `${isUpdated}`. No
 * makensis can be had here: an instruction outside this set throws rather than being skipped.
 */
export type Registry = Map<string, string>

/** `HKCU\<key>` + `\\` + value name ('' for the default value) → data. */
export const regPath = (key: string, value: string) => `HKCU\\${key}\\\\${value}`

interface Frame {
  active: boolean
  taken: boolean
  parentActive: boolean
}

function tokens(line: string): string[] {
  const out: string[] = []
  const pattern = /"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+)/g
  for (const match of line.matchAll(pattern)) out.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '')
  return out
}

export function runNsisMacro(
  script: string,
  name: string,
  env: { registry: Registry; defines: Record<string, string>; isUpdated: boolean },
): void {
  const defines: Record<string, string> = { ...env.defines }
  const macros = new Map<string, string[]>()
  let current: string[] | null = null
  for (const raw of script.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith(';') || line.startsWith('#')) continue
    const define = /^!define (\w+) "(.*)"$/.exec(line)
    if (define) defines[define[1]!] = define[2]!
    else if (line.startsWith('!macro ')) macros.set(line.slice(7).trim(), (current = []))
    else if (line === '!macroend') current = null
    else if (current) current.push(line)
    else throw new Error(`Outside a macro: ${line}`)
  }
  const vars: Record<string, string> = {}
  const stack: string[] = []
  const expand = (text: string) =>
    text
      .replace(/\$\{(\w+)\}/g, (_, key: string) => {
        if (!(key in defines)) throw new Error(`Undefined: ${key}`)
        return defines[key]!
      })
      .replace(/\$(R\d|INSTDIR)/g, (_, key: string) =>
        key === 'INSTDIR' ? defines['INSTDIR']! : (vars[key] ?? ''),
      )
  const test = (args: string[]) => {
    if (args[0] === '${isUpdated}') return env.isUpdated
    const [left, op, right] = [expand(args[0]!), args[1], expand(args[2]!)]
    const same = left.toLowerCase() === right.toLowerCase()
    if (op === '==') return same
    if (op === '!=') return !same
    throw new Error(`Comparison ${op}`)
  }
  const run = (macro: string) => {
    const body = macros.get(macro)
    if (!body) throw new Error(`No macro ${macro}`)
    const frames: Frame[] = []
    const active = () => frames.every((frame) => frame.active)
    for (const line of body) {
      const [word, ...args] = tokens(line)
      if (word === '${If}' || word === '${IfNot}') {
        const parentActive = active()
        const value = parentActive && test(args) !== (word === '${IfNot}')
        frames.push({ active: value, taken: value, parentActive })
        continue
      }
      if (word === '${AndIf}') {
        const frame = frames.at(-1)!
        frame.active = frame.active && test(args)
        frame.taken = frame.active
        continue
      }
      if (word === '${Else}') {
        const frame = frames.at(-1)!
        frame.active = frame.parentActive && !frame.taken
        continue
      }
      if (word === '${EndIf}') {
        frames.pop()
        continue
      }
      if (!active()) continue
      const key = (index: number) => expand(args[index]!)
      switch (word) {
        case '!insertmacro':
          run(args[0]!)
          break
        case 'ReadRegStr':
          vars[args[0]!.slice(1)] = env.registry.get(regPath(key(2), key(3))) ?? ''
          break
        case 'WriteRegStr':
          env.registry.set(regPath(key(1), key(2)), key(3))
          break
        case 'DeleteRegValue':
          env.registry.delete(regPath(key(1), key(2)))
          break
        case 'DeleteRegKey': {
          const ifEmpty = args[0] === '/ifempty'
          const prefix = `HKCU\\${key(ifEmpty ? 2 : 1)}\\`
          const inside = [...env.registry.keys()].filter((path) => path.startsWith(prefix))
          // /ifempty: only a key without subkeys goes (its own values go with it).
          const subkeys = inside.some((path) => !path.slice(prefix.length).startsWith('\\'))
          if (!ifEmpty || !subkeys) for (const path of inside) env.registry.delete(path)
          break
        }
        case 'StrLen':
          vars[args[0]!.slice(1)] = String(expand(args[1]!).length)
          break
        case 'StrCpy': {
          const text = expand(args[1]!)
          vars[args[0]!.slice(1)] = args[2] === undefined ? text : text.slice(0, Number(expand(args[2])))
          break
        }
        case 'Push':
          stack.push(expand(args[0]!))
          break
        case 'Pop':
          vars[args[0]!.slice(1)] = stack.pop() ?? ''
          break
        default:
          throw new Error(`Not in the subset: ${line}`)
      }
    }
    if (frames.length) throw new Error(`${macro}: an \${If} without \${EndIf}`)
  }
  run(name)
  if (stack.length) throw new Error(`${name} left ${stack.length} values pushed`)
}
