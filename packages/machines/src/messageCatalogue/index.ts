/**
 * Every user-facing message of the spec (01 shell/auth/projects, 02 account settings), verbatim.
 * In two modules, one per spec: a bundler splits code by module, and a page's chunk holds the
 * whole module of any part it reads (the whole catalogue was ~2 KB gzip of every page).
 */
export * from './account';
export * from './shellAndAuth';
