import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractSchemasOnServer, withoutSchemas } from './contractSchemasOnServer';

const contract = path.resolve(import.meta.dirname, '../../../packages/data/src/contract');
const resourceFiles = readdirSync(path.join(contract, 'resources'))
  .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
  .map((name) => path.join(contract, 'resources', name));

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | undefined;
const transform = contractSchemasOnServer().transform as Transform;

describe('contractSchemasOnServer', () => {
  it('leaves out every schema of every contract definition, and the result still parses', () => {
    let definitions = 0;
    for (const file of resourceFiles) {
      const source = readFileSync(file, 'utf8');
      const edited = withoutSchemas(source)?.toString() ?? source;
      expect(() => parseAst(edited, { lang: 'ts' }), file).not.toThrow();
      const schemas = [...edited.matchAll(/\b(input|output): \(\) =>\s*([^,\n]*)/g)];
      definitions += schemas.length;
      const kept = schemas.filter(([, , body]) => body?.trim() !== 'undefined').map(([match]) => match);
      expect(kept, file).toEqual([]);
    }
    expect(definitions).toBeGreaterThan(100);
  });

  it('marks calls outside functions pure, and leaves the calls inside functions as they are', () => {
    const source = [
      'const name = z.string().check(z.maxLength(100));',
      'export const thing = resource("thing", {',
      "  read: { path: '/thing', input: () => z.object({ name }), output: () => z.object({}) },",
      '});',
      'const refined = z.object({}).check(z.superRefine((value, context) => { context.addIssue(value); }));',
    ].join('\n');
    const edited = withoutSchemas(source)?.toString() ?? '';
    expect(edited).toContain(
      'const name = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(100));',
    );
    expect(edited).toContain('export const thing = /* @__PURE__ */ resource(');
    expect(edited).toContain('input: () => undefined, output: () => undefined');
    expect(edited).toContain('{ context.addIssue(value); }');
  });

  it('changes the browser build only: the build render in Node and other files keep their schemas', () => {
    const [file = ''] = resourceFiles;
    const source = readFileSync(file, 'utf8');
    expect(transform(source, file)?.code).not.toBe(source);
    expect(transform(source, file, { ssr: true })).toBeUndefined();
    expect(transform(source, '/work/packages/data/src/client/client.ts')).toBeUndefined();
  });
});
