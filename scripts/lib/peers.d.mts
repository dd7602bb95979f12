export interface Peer {
  name: string;
  label: string;
  packages: string[];
}
export interface PeerPackage {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}
export interface PeerRow {
  label: string;
  gzip?: number;
  brotli?: number;
  lowerBound?: boolean;
  bold?: boolean;
  note?: string;
  error?: string;
}
export const SHARED_VERSIONS: Record<string, string>;
export const PEERS: Peer[];
export function pinningProblems(pkg: PeerPackage): string[];
export function peerLabel(peer: Peer, pkg: PeerPackage): string;
export function measureJs(dir: string): { gzip: number; brotli: number; files: string[] };
export function buildPeer(
  source: string,
  scratch: string,
  options?: { env?: NodeJS.ProcessEnv; log?: (message: string) => void },
): string;
export const kb: (bytes: number) => string;
export function peerRows(rows: PeerRow[], login: number | undefined): string[][];
export function peerSection(options: {
  root: string;
  floor: { gzip: number; brotli: number };
  hearth: { path: string; gzip: number; brotli: number; files: number }[];
  log?: (message: string) => void;
}): { lines: string[]; helloDist: string | null };
export function buildHello(options: { root: string; log?: (message: string) => void }): string | null;
