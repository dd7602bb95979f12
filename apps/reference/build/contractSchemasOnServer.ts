import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

/** The contract's resource definitions and field schemas (packages/data/src/contract). */
const CONTRACT_FILES = /packages[\\/]data[\\/]src[\\/]contract[\\/](resources[\\/][^\\/]+|fields)\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : undefined;
};

/**
 * The source of a contract file with every definition's `input` and `output` schemas left out
 * (`input: () => undefined`; a bulk read's split is declared beside its ids, `batch.split`), and
 * every call outside a function marked pure (a contract file declares schemas and definitions,
 * nothing else), so a schema nothing reads any more is dropped whole: the bundler dropped an
 * unread `z.object(...)` but kept the calls inside it, and the field helpers they call (`uuidV4()`)
 * with zod. Undefined when nothing changed.
 */
export function withoutSchemas(code: string): MagicString | undefined {
  const ast = parseAst(code, { lang: 'ts' }) as unknown as Node;
  const out = new MagicString(code);
  let changed = false;
  const pure = new Set<number>();
  const stripped = new Set<Node>();
  const visit = (node: Node, inFunction: boolean) => {
    if (stripped.has(node)) return;
    if (node.type === 'CallExpression' && !inFunction && !pure.has(node.start)) {
      pure.add(node.start);
      out.appendLeft(node.start, '/* @__PURE__ */ ');
      changed = true;
    }
    if (node.type === 'ObjectExpression') {
      const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
      for (const property of properties) {
        const name = keyName(property);
        const value = property.value as Node;
        if (name !== 'input' && name !== 'output') continue;
        if (value.type !== 'ArrowFunctionExpression' || (value.params as Node[]).length > 0) continue;
        const body = value.body as Node;
        out.overwrite(body.start, body.end, 'undefined');
        stripped.add(body);
        changed = true;
      }
    }
    const inside = inFunction || FUNCTIONS.has(node.type);
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const item of child) if (isNode(item)) visit(item, inside);
      if (isNode(child)) visit(child, inside);
    }
  };
  visit(ast, false);
  return changed ? out : undefined;
}

/**
 * Keeps the contract's zod schemas out of the browser: the API checks every input it takes and
 * every answer it sends against the same contract, so the browser's client need not check them
 * again (the app's client is made with `checkResponses: false`), and zod (~10 KB gzip) no longer
 * comes with every page. What the pages check as a person types are the machines' validation
 * rules, which hold the spec's messages. The build's own render (src/prerender.tsx, in Node) and
 * the API keep the schemas.
 */
export function contractSchemasOnServer(): Plugin {
  return {
    name: 'hearth-contract-schemas-on-server',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !CONTRACT_FILES.test(id.split('?')[0] ?? id)) return undefined;
      const stripped = withoutSchemas(code);
      if (stripped === undefined) return undefined;
      return { code: stripped.toString(), map: stripped.generateMap({ hires: true, source: id }) };
    },
  };
}
