/**
 * Every relative link of the README and docs/ points at a file of the
 * repository, and every `#anchor` at a heading of its page (GitHub's slugs), so
 * a clone has no dangling reference and a moved section breaks this test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')
const PAGES = [
  'README.md',
  'devnet/README.md',
  'server/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** The text outside fenced code blocks and inline code, where a `[x](y)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(path: string): Set<string> {
  const markdown = readFileSync(join(ROOT, path), 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading!)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

function linksOf(path: string): string[] {
  const text = prose(readFileSync(join(ROOT, path), 'utf8'))
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** What is wrong with one relative link of `page`, or undefined when it resolves. */
function brokenLink(page: string, target: string): string | undefined {
  const [file, anchor] = target.split('#') as [string, string | undefined]
  const path = file === '' ? page : relative(ROOT, join(ROOT, dirname(page), decodeURIComponent(file)))
  if (path.startsWith('..') || !existsSync(join(ROOT, path))) return `${page}: ${target} (no file ${path})`
  if (anchor === undefined) return undefined
  if (!path.endsWith('.md') || statSync(join(ROOT, path)).isDirectory()) return `${page}: ${target} (not a page)`
  return anchorsOf(path).has(anchor) ? undefined : `${page}: ${target} (no heading #${anchor} in ${path})`
}

/** The section numbers of docs/service-contract.md: its headings, and the numbered items of a section (1.6). */
function contractSections(): Set<string> {
  const sections = new Set<string>()
  let current = ''
  for (const line of readFileSync(join(ROOT, 'docs/service-contract.md'), 'utf8').split('\n')) {
    const heading = /^#{2,3} (\d+(?:\.\d+)?)\.? /.exec(line)
    if (heading) {
      current = heading[1]!
      sections.add(current)
    }
    const item = /^(\d+)\. /.exec(line)
    if (item && current && !current.includes('.')) sections.add(`${current}.${item[1]}`)
  }
  return sections
}

/** Every "section N.N" the code names, with where. */
function sectionReferences(): { section: string; where: string }[] {
  const found: { section: string; where: string }[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`
      if (name === 'node_modules' || name.startsWith('.')) continue
      if (statSync(join(ROOT, path)).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name))
        for (const m of readFileSync(join(ROOT, path), 'utf8').matchAll(/\bsections? (\d+(?:\.\d+)?)/gi))
          found.push({ section: m[1]!, where: path })
    }
  }
  for (const dir of ['src', 'devnet', 'server', 'scripts', 'e2e', 'bench']) walk(dir)
  return found
}

describe('links in the README and docs/', () => {
  it('makes GitHub slugs of headings', () => {
    expect(slugOf('2.1 Quote request (`POST /quote/v2` body)')).toBe('21-quote-request-post-quotev2-body')
    expect(slugOf('The catalogue: chains, currencies, prices')).toBe('the-catalogue-chains-currencies-prices')
  })
  it('finds the docs pages', () => {
    expect(PAGES).toContain('docs/service-contract.md')
    expect(PAGES).toContain('docs/architecture.md')
  })
  it('every relative link points at an existing file and heading', () => {
    const broken = PAGES.flatMap((page) => linksOf(page).map((target) => brokenLink(page, target))).filter(Boolean)
    expect(broken).toEqual([])
  })
  it('every "section N.N" in the code names a section of docs/service-contract.md', () => {
    const sections = contractSections()
    const references = sectionReferences()
    expect(references.length).toBeGreaterThan(100)
    expect(references.filter((r) => !sections.has(r.section))).toEqual([])
  })
  it('sees a broken link as broken', () => {
    expect(brokenLink('README.md', 'docs/nowhere.md')).toMatch(/no file/)
    expect(brokenLink('README.md', 'docs/devnet.md#nowhere')).toMatch(/no heading/)
    expect(brokenLink('docs/devnet.md', '#the-manifest')).toBeUndefined()
    expect(brokenLink('docs/devnet.md', '../README.md#the-two-commands')).toBeUndefined()
  })
})

/** How long a page may grow before it is split (issue #38): a README a newcomer reads at once, docs pages a sitting each. */
const MOST_LINES = { 'README.md': 200, docs: 500 } as const

describe('page lengths', () => {
  it('keeps the README within 200 lines and every docs page within 500', () => {
    const lines = (path: string) => readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1
    const over = PAGES.filter((page) => page === 'README.md' || page.startsWith('docs/'))
      .map((page) => ({
        page,
        lines: lines(page),
        most: page === 'README.md' ? MOST_LINES['README.md'] : MOST_LINES.docs,
      }))
      .filter((p) => p.lines > p.most)
    expect(over).toEqual([])
  })
})
