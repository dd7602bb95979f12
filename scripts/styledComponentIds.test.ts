import { describe, expect, it } from 'vitest';
import { addComponentIds } from './styledComponentIds.ts';

const ids = (code: string, file = 'packages/ui/src/Button.ts') => addComponentIds(code, file)?.toString();

describe('addComponentIds', () => {
  it('names each styled component by its file and place, through attrs and withConfig', () => {
    const out = ids(
      [
        "import styled, { css } from 'styled-components';",
        'const A = styled.div`color: red;`;',
        'const B = styled(A).attrs({ role: "note" })`margin: 0;`;',
        'const C = styled.span.withConfig({ shouldForwardProp: () => true })`$' + '{css`x: y;`}`;',
      ].join('\n'),
    );
    const componentIds = [...(out ?? '').matchAll(/componentId: "(sc-\w{6})-(\d+)"/g)];
    expect(componentIds.map((match) => match[2])).toEqual(['0', '1', '2']);
    expect(new Set(componentIds.map((match) => match[1])).size).toBe(1);
    expect(out).toContain('styled.div.withConfig({ componentId: ');
    expect(out).toContain('styled(A).withConfig({ componentId: ');
    expect(out).toMatch(/withConfig\(\{ componentId: "sc-\w{6}-1" \}\)\.attrs\(/);
    expect(out).toMatch(/withConfig\(\{ componentId: "sc-\w{6}-2" \}\)\.withConfig\(\{ shouldForwardProp/);
    // `css` is not a component.
    expect(out).toContain('$' + '{css`x: y;`}');
  });

  it('gives the same ids for the same file, and other ids for another file', () => {
    const code = "import styled from 'styled-components';\nexport const A = styled.div`a: b;`;";
    expect(ids(code)).toBe(ids(code));
    expect(ids(code, 'apps/reference/src/shell/AppShell.tsx')).not.toBe(ids(code));
  });

  it('follows the local name of the named import', () => {
    const out = ids(
      "import { css, styled as sc } from 'styled-components';\nconst A = sc.a`x: y;`;\nconst B = styled.b`x: y;`;",
    );
    expect(out).toContain('sc.a.withConfig(');
    expect(out).toContain('styled.b`');
  });

  it('follows the local name of the default import', () => {
    const out = ids(
      "import sc from 'styled-components';\nconst A = sc.a`x: y;`;\nconst B = styled.b`x: y;`;",
    );
    expect(out).toContain('sc.a.withConfig(');
    expect(out).toContain('styled.b`');
  });

  it('leaves a file without styled components alone', () => {
    expect(
      ids("import { keyframes } from 'styled-components';\nconst k = keyframes`from{}`;"),
    ).toBeUndefined();
    expect(ids("import styled from 'styled-components';\nexport type T = typeof styled;")).toBeUndefined();
  });
});
