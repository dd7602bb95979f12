export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export function readManifest(dist: string): Manifest;
export function pageFiles(manifest: Manifest, page: { module: string; alsoLoads?: string[] }): string[];
export function compressedBytes(dist: string, files: string[]): { gzip: number; brotli: number };
export function sourcesOf(dist: string, files: string[]): string[];
export function bootFiles(manifest: Manifest): string[];
export function builtPageFiles(dist: string, manifest: Manifest, module: string, address?: string): string[];
export interface BudgetedRoute {
  module: string;
  address?: string;
  loadsAtStart?: string[];
}
export function budgetedFiles(dist: string, manifest: Manifest, route: BudgetedRoute): string[];
