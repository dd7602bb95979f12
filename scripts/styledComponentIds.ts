import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';

/**
 * Gives every styled component a componentId made from its file and its place in that file, the
 * job babel-plugin-styled-components does (this toolchain has no Babel step).
 *
 * The library build runs it too (namespaced by package and version), so that an app that renders
 * `@hearth/ui` on the server gets the same class names in the browser whatever order its bundles
 * load the modules in, and two versions of the package on one page do not share class names.
 *
 * Without it, styled-components numbers its components in the order their modules ran, and its
 * class names follow from that number. The page HTML rendered at build time (build/prerender.ts)
 * and the browser run modules in different orders, so their class names would differ, and React
 * keeps the server's class names when it hydrates: a page would be drawn with the wrong rules.
 */
export function styledComponentIds(root: string, namespace = ''): Plugin {
  return {
    name: 'hearth-styled-component-ids',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: 'styled-components' },
      handler(code, id) {
        const file = path
          .relative(root, id.split('?')[0] as string)
          .split(path.sep)
          .join('/');
        const withIds = addComponentIds(code, `${namespace}${file}`);
        if (!withIds) return null;
        return { code: withIds.toString(), map: withIds.generateMap({ hires: true, source: id }) };
      },
    },
  };
}

/** `code` with `.withConfig({ componentId })` after each `styled.tag` and `styled(Component)`. */
export function addComponentIds(code: string, file: string): MagicString | null {
  const { program } = parseSync(file, code);
  const styled = styledImportOf(program);
  if (!styled) return null;
  const prefix = `sc-${createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6)}`;
  const result = new MagicString(code);
  let count = 0;
  new Visitor({
    TaggedTemplateExpression(node) {
      const factory = styledFactoryOf(node.tag, styled);
      if (!factory) return;
      result.appendLeft(factory.end, `.withConfig({ componentId: "${prefix}-${count}" })`);
      count += 1;
    },
  }).visit(program);
  return count > 0 ? result : null;
}

/** The local name of `styled`: `import { styled } from 'styled-components'` or the default import. */
function styledImportOf(program: ESTree.Program): string | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') continue;
    const specifier = statement.specifiers.find(
      (s) =>
        s.type === 'ImportDefaultSpecifier' ||
        (s.type === 'ImportSpecifier' &&
          s.imported.type === 'Identifier' &&
          s.imported.name === 'styled' &&
          s.importKind !== 'type'),
    );
    if (specifier) return specifier.local.name;
  }
  return undefined;
}

/**
 * The `styled.tag` or `styled(Component)` a template's tag starts from, through any `.attrs(...)`
 * and `.withConfig(...)`; undefined for any other tag (`css`, `keyframes`, a plain function).
 */
function styledFactoryOf(tag: ESTree.Expression, styled: string): ESTree.Expression | undefined {
  let node = tag;
  while (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' &&
    ['attrs', 'withConfig'].includes(node.callee.property.name)
  ) {
    node = node.callee.object;
  }
  const isStyledTag =
    node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === styled;
  const isStyledCall =
    node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === styled;
  return isStyledTag || isStyledCall ? node : undefined;
}
