/**
 * What a props table shows, from react-docgen-typescript's report of a component's props.
 *
 * It reports every prop a component accepts, the hundreds of DOM attributes and event handlers
 * React declares included. A table keeps the component's own props and those it inherits from
 * React Aria (`isDisabled`, `value`, `onChange`, `aria-label`...), which are part of its API; the
 * global DOM attributes and events React Aria passes through (`dir`, `onPointerDown`...) are not.
 */
type DocgenProp = {
  name: string;
  parent?: { fileName: string; name: string };
  declarations?: Array<{ fileName: string; name: string }>;
  defaultValue?: { value: unknown } | null;
  tags?: Record<string, string>;
};

/** Packages whose props a Hearth component passes on and documents as its own. */
const REACT_ARIA =
  /[\\/]node_modules[\\/](react-aria-components|react-aria|@react-aria[\\/][^\\/]+|@react-types[\\/][^\\/]+)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** React Aria's types of the DOM attributes and events every element takes. */
const GLOBAL_DOM = new Set(['GlobalDOMAttributes', 'GlobalDOMEvents']);

function isDocumented(prop: DocgenProp): boolean {
  const declarations = [...(prop.parent ? [prop.parent] : []), ...(prop.declarations ?? [])];
  // Declared in the workspace (inline or in the component's own types): always listed.
  if (declarations.length === 0 || declarations.some(({ fileName }) => !NODE_MODULES.test(fileName))) {
    return true;
  }
  if (declarations.some(({ name }) => GLOBAL_DOM.has(name))) return false;
  return declarations.some(({ fileName }) => REACT_ARIA.test(fileName));
}

/**
 * The `propFilter` of react-docgen-typescript: keeps the props a table lists, and makes a prop's
 * `@default` tag its default. The tag is the author's words for it; without it the table shows the
 * default written in the code (`size = 'md'`), which for a constant is its whole value (a footer's
 * link groups).
 */
export function docgenPropFilter(prop: DocgenProp): boolean {
  if (!isDocumented(prop)) return false;
  const documentedDefault = prop.tags?.default?.trim();
  if (documentedDefault) prop.defaultValue = { value: unquoted(documentedDefault) };
  return true;
}

/** `'md'` as `md`, as react-docgen-typescript reports a string default (the table quotes it). */
function unquoted(value: string): string {
  return /^(['"`])[^'"`]*\1$/.test(value) ? value.slice(1, -1) : value;
}
