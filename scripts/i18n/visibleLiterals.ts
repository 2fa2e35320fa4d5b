import ts from 'typescript'

/** A string a person could read that does not go through a message. */
export type Literal = { file: string; line: number; text: string }

/** Props whose string value a person reads or hears (our components' and the DOM's). */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'label',
  'description',
  'hint',
  'heading',
  'caption',
  'status',
  'message',
  'text',
  'summary',
  'emptyText',
  'actionLabel',
])

/** Lingui's macros and runtime: what they are given is a message. */
const MESSAGE_CALLS = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal', '_'])

const WORDS = /\p{L}{2,}/u
/** A sentence in a .ts file: a capitalised word followed by at least one more ("Enter an amount"). */
const SENTENCE = /^[A-Z][a-z’']*,? [\p{L}\d$…“”"'’(),.:;%/-]+(?: [\p{L}\d$…“”"'’(),.:;%/{}-]+)*[.…!?]?$/u

const textOf = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
  ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}')
    : node.text

function insideMessage(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at)) {
      const callee = at.expression
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined
      if (name && MESSAGE_CALLS.has(name)) return true
      // An error class's own message: `super('…')` in a class that extends an error.
      if (callee.kind === ts.SyntaxKind.SuperKeyword && extendsAnError(at)) return true
      if (name === 'Error' || (ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'console'))
        return true
    }
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true
    if (ts.isJsxElement(at) && at.openingElement.tagName.getText() === 'Trans') return true
    if (ts.isTaggedTemplateExpression(at) && at.tag.getText() === 't') return true
  }
  return false
}

function extendsAnError(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (ts.isClassDeclaration(at) || ts.isClassExpression(at))
      return (at.heritageClauses ?? []).some((h) => h.types.some((t) => /Error$/.test(t.expression.getText())))
  return false
}

/** The JSX attribute a string sits in, through conditionals, `??`, `||` and parentheses. */
function attributeOf(node: ts.Node): ts.JsxAttribute | 'child' | undefined {
  let at: ts.Node = node
  const SHOWN_OPERANDS = [
    ts.SyntaxKind.QuestionQuestionToken,
    ts.SyntaxKind.BarBarToken,
    ts.SyntaxKind.AmpersandAmpersandToken,
  ]
  // Up through what passes a string on (a ternary's branches, `??`/`||`/`&&`'s right side), never from a comparison.
  while (
    (ts.isConditionalExpression(at.parent) && at.parent.condition !== at) ||
    ts.isParenthesizedExpression(at.parent) ||
    (ts.isBinaryExpression(at.parent) &&
      SHOWN_OPERANDS.includes(at.parent.operatorToken.kind) &&
      (at.parent.right === at || at.parent.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken))
  )
    at = at.parent
  if (ts.isJsxAttribute(at.parent)) return at.parent
  if (ts.isJsxExpression(at.parent)) {
    const holder = at.parent.parent
    if (ts.isJsxAttribute(holder)) return holder
    if (ts.isJsxElement(holder) || ts.isJsxFragment(holder)) return 'child'
  }
  return undefined
}

/** Every literal of `source` a person could read without a message around it. */
export function visibleLiterals(file: string, source: string): Literal[] {
  const jsx = file.endsWith('.tsx')
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Literal[] = []
  const lines = source.split('\n')
  // A string that is not for people (a wallet's own name, a test fixture's, an integrator's console line) says so
  // with a comment on its line or the one above: `// not a message: <why>`.
  const excused = (line: number) => /not a message:/.test(`${lines[line - 2] ?? ''}\n${lines[line - 1] ?? ''}`)
  const report = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1
    if (!excused(line)) found.push({ file, line, text: text.trim() })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (WORDS.test(node.text) && !insideMessage(node)) report(node, node.text)
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = textOf(node)
      if (WORDS.test(text) && !insideMessage(node)) {
        const attribute = jsx ? attributeOf(node) : undefined
        if (attribute === 'child') report(node, text)
        else if (attribute) {
          if (VISIBLE_PROPS.has(attribute.name.getText())) report(node, text)
        } else if (SENTENCE.test(text.trim()) && !ts.isImportDeclaration(node.parent)) report(node, text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}
