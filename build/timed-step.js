// @ts-check
/**
 * Runs one step of `npm test` and tells the suite its CPU time: `node build/timed-step.js <command> [args…]`
 * runs the command with this process's output, waits for it, and writes `{"cpu": seconds}` on file descriptor 3
 * (the CPU time of the command and of every process under it that it waited for). The suite runs steps side by
 * side, so its own count of its children's time cannot tell them apart. With ENCORE_STEP_NICE=N it runs the
 * command N steps nicer (its children inherit it). Exits with the command's code.
 */
import { spawn } from 'node:child_process'
import { writeSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { childrenCpuSeconds } from './test-suite.js'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  process.stderr.write('usage: node build/timed-step.js <command> [args…]\n')
  process.exit(2)
}
// The suite's ENCORE_STEP_NICE: the step, and every process under it, yields the cores to steps without one.
const nice = Number(process.env['ENCORE_STEP_NICE'] ?? 0)
if (Number.isInteger(nice) && nice > 0) {
  try {
    setPriority(Math.min(19, getPriority() + nice))
  } catch {
    // Not allowed here: the step runs at the priority it was given.
  }
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
/** @param {number} code */
const finish = (code) => {
  try {
    writeSync(3, JSON.stringify({ cpu: childrenCpuSeconds() }))
  } catch {
    // Run by hand, without the suite's fourth descriptor: the time is not wanted.
  }
  process.exit(code)
}
child.on('error', (error) => {
  process.stderr.write(`${command} could not start: ${error.message}\n`)
  finish(127)
})
child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)))
