import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An LRCLIB that misbehaves on purpose, on 127.0.0.1: it answers every request with what the test set
 * (bytes that are not JSON, a record of the wrong types, a huge body, a redirect, an error) or never answers.
 * The emulator's LRCLIB (`/lrclib`) answers like the real one; this is the one that does not.
 */
export type BrokenAnswer =
  | { kind: 'answer'; status: number; body: string | Buffer; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** The answer, once `until` settles: a request on its way for as long as the test says. */
  | { kind: 'held'; until: Promise<unknown>; answer: { status: number; body: string } }

export interface BrokenLrclib {
  /** Its root, to use as the LRCLIB address. */
  address: string
  /** What it answers from now on: one answer for every request, or one chosen by the request's path. */
  answer(answer: BrokenAnswer | ((url: string) => BrokenAnswer)): void
  /** Every request it received: the path with its query, and the headers. */
  requests: { url: string; headers: IncomingHttpHeaders }[]
  close(): Promise<void>
}

export async function startBrokenLrclib(): Promise<BrokenLrclib> {
  let choose: (url: string) => BrokenAnswer = () => ({ kind: 'answer', status: 200, body: '[]' })
  const requests: BrokenLrclib['requests'] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers })
    const next = choose(request.url ?? '')
    if (next.kind === 'hang') {
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }
    if (next.kind === 'held') {
      hanging.add(response)
      void next.until.then(() => {
        hanging.delete(response)
        response.writeHead(next.answer.status, { 'content-type': 'application/json' })
        response.end(next.answer.body)
      })
      return
    }
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
    response.end(next.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    address: `http://127.0.0.1:${port}`,
    answer: (answer) => {
      choose = typeof answer === 'function' ? answer : () => answer
    },
    requests,
    close: async () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
