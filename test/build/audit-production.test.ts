import { describe, expect, it } from 'vitest'
import { judgeAudit } from '../../build/audit-production.js'

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  })

describe('npm run audit:prod (npm audit --omit=dev in npm test)', () => {
  it('passes with moderate or low advisories only, saying how many', () => {
    const run = {
      status: 1,
      stdout: report({ a: { severity: 'moderate', via: [] } }, { moderate: 1, low: 2 }),
    }
    expect(judgeAudit(run)).toEqual({
      verdict: 'pass',
      lines: ['npm audit --omit=dev: no high or critical advisory (0 critical, 0 high, 1 moderate, 2 low).'],
    })
  })

  it('fails on a high or critical advisory, naming the package, the advisory and its link', () => {
    const run = {
      status: 1,
      stdout: report(
        {
          axios: {
            severity: 'high',
            range: '<1.8.2',
            via: [{ title: 'SSRF in axios', url: 'https://github.com/advisories/GHSA-x' }],
            fixAvailable: true,
          },
          'form-data': { severity: 'critical', range: '<4.0.4', via: ['axios'], fixAvailable: false },
        },
        { high: 1, critical: 1 },
      ),
    }
    expect(judgeAudit(run)).toEqual({
      verdict: 'fail',
      lines: [
        'axios <1.8.2: high: SSRF in axios (https://github.com/advisories/GHSA-x) (a fix is available)',
        'form-data <4.0.4: critical: through axios',
        'npm audit --omit=dev: 1 critical, 1 high, 0 moderate, 0 low.',
      ],
    })
  })

  it('says the check was not made when the registry does not answer, and does not fail', () => {
    const refused = {
      status: 1,
      stdout: JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        error: { summary: '', detail: '' },
      }),
    }
    expect(judgeAudit(refused)).toEqual({
      verdict: 'unchecked',
      lines: [
        'the registry did not answer the audit (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
      ],
    })
    expect(judgeAudit({ status: 1, stdout: '' }).verdict).toBe('unchecked')
    expect(judgeAudit({ status: null, stdout: '', error: new Error('spawnSync npm ENOENT') })).toEqual({
      verdict: 'unchecked',
      lines: ['npm could not run: spawnSync npm ENOENT'],
    })
  })
})
