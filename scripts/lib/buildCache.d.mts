export function buildInputsKey(root: string, env?: Record<string, string | undefined>): string | null;
export function buildIsCurrent(root: string, key: string | null): boolean;
export function recordBuild(root: string, key: string | null): void;
