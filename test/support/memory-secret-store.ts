import type { SecretStore } from '../../electron/core/base/ports'

/** A SecretStore in memory, with the protection a test wants to pretend; `values` shows what was kept. */
export class MemorySecretStore implements SecretStore {
  readonly values = new Map<string, string>()
  constructor(readonly protection: SecretStore['protection'] = 'encrypted') {}
  async get(key: string): Promise<string | undefined> {
    return this.values.get(key)
  }
  async set(key: string, value: string): Promise<void> {
    this.values.set(key, value)
  }
  async delete(key: string): Promise<void> {
    this.values.delete(key)
  }
}
