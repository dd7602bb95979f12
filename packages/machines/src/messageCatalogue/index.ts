/**
 * Every user-facing message: the spec's (01 shell/auth/projects, 02 account settings), verbatim,
 * and ours for what the spec leaves unsaid (beyondSpec*: failures, limits, conflicts).
 * One module per spec and kind: a bundler splits code by module, and a page's chunk holds the
 * whole module of any part it reads (the whole catalogue was ~2 KB gzip of every page).
 */
export * from './account';
export * from './beyondSpecAccount';
export * from './beyondSpecShellAndAuth';
export * from './shellAndAuth';
