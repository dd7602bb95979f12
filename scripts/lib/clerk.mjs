// Which clerk-js files a Clerk <SignIn> loads. @clerk/clerk-react holds the React bindings only:
// at run time it adds a <script> for clerk-js from the instance's CDN
// (https://<frontend api>/npm/@clerk/clerk-js@5/dist/clerk.browser.js, versionSelector in
// @clerk/shared), and clerk.browser.js, a webpack bundle, loads the sign-in UI as lazy chunks.
// The CDN is out of reach here, so the same files are read from the @clerk/clerk-js package:
// clerk.browser.js, plus the chunks of the one `Promise.all([x.e("id"), ...])` that loads the
// chunk webpack names "signin" (today: framework, vendors, ui-common and signin itself).
// Not counted, so the figure is a lower bound: chunks the sign-in loads later or for some
// instances only (captcha, passkeys, web3 wallets, the password-strength checker) and the
// instance's environment fetched as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The chunk names of webpack's `x.u = (e) => ({ id: "name", ... })[e] + "_clerk.browser_"...`. */
export function chunkNames(bundle) {
  const map = bundle.match(/\(\{((?:\d+:"[\w-]+",?)+)\}\)\[e\]\|\|e\)\+"_clerk\.browser_"/);
  if (!map) throw new Error('clerk.browser.js: no chunk name map (webpack runtime changed?)');
  return Object.fromEntries([...map[1].matchAll(/(\d+):"([\w-]+)"/g)].map(([, id, name]) => [id, name]));
}

/** The chunk ids loaded together with the chunk named `name` (its Promise.all), in order. */
export function chunksLoadedWith(bundle, names, name) {
  const id = Object.keys(names).find((key) => names[key] === name);
  if (!id) throw new Error(`clerk.browser.js: no chunk named ${name}`);
  for (const group of bundle.matchAll(/Promise\.all\(\[((?:[\w$]+\.e\("\d+"\),?)+)\]\)/g)) {
    const ids = [...group[1].matchAll(/\.e\("(\d+)"\)/g)].map((match) => match[1]);
    if (ids.includes(id)) return ids;
  }
  return [id];
}

/** The files of `dist` (relative names) clerk-js's sign-in loads: its main bundle first. */
export function clerkSignInFiles(dist) {
  const bundle = readFileSync(path.join(dist, 'clerk.browser.js'), 'utf8');
  const names = chunkNames(bundle);
  const files = readdirSync(dist);
  const chunks = chunksLoadedWith(bundle, names, 'signin').map((id) => {
    const file = files.find((candidate) => candidate.startsWith(`${names[id] ?? id}_clerk.browser_`));
    if (!file) throw new Error(`@clerk/clerk-js dist has no file for chunk ${names[id] ?? id}`);
    return file;
  });
  return ['clerk.browser.js', ...chunks];
}
