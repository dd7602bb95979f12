import type { Plugin } from 'vite';

/**
 * React Aria works out the browser's locale and its text direction when its module first runs,
 * asking Intl (`supportedLocalesOf`, `Intl.Locale#maximize`). The page's first Intl call loads
 * the browser's locale data: about 30 ms on the 2-core machine, 100-160 ms under Lighthouse's 4x
 * CPU slowdown, in the task that starts the app. For en-US, the language the app speaks, both
 * answers are known (supported, left to right); this build answers them so for en-US and leaves
 * any other locale to Intl. The build fails if React Aria's code no longer reads as expected.
 */
export function reactAriaEnUs(): Plugin {
  const edits = [
    {
      file: '/react-aria/dist/private/i18n/utils.mjs',
      find: /(function \$\w+\$export\$\w+\(localeString\) \{\n)(\s*\/\/ If the Intl\.Locale API is available)/,
      replace: "$1    if (localeString === 'en-US') return false;\n$2",
    },
    {
      file: '/react-aria/dist/private/i18n/useDefaultLocale.mjs',
      find: /try \{\n(\s*)Intl\.DateTimeFormat\.supportedLocalesOf\(\[/,
      replace: "try {\n$1if (locale !== 'en-US') Intl.DateTimeFormat.supportedLocalesOf([",
    },
  ];
  return {
    name: 'hearth-react-aria-en-us',
    enforce: 'pre',
    transform(code, id) {
      const edit = edits.find(({ file }) => id.split('?')[0]?.endsWith(file));
      if (!edit) return null;
      if (!edit.find.test(code)) {
        throw new Error(
          `hearth-react-aria-en-us: ${edit.file} changed; see apps/reference/build/reactAriaEnUs.ts`,
        );
      }
      return { code: code.replace(edit.find, edit.replace), map: null };
    },
  };
}
