export function chunkNames(bundle: string): Record<string, string>;
export function chunksLoadedWith(bundle: string, names: Record<string, string>, name: string): string[];
export function clerkSignInFiles(dist: string): string[];
