// Types of web-sizes.mjs (read by the size budgets in e2e/web-budget.spec.ts and by the bench).
export type Total = { raw: number; gzip: number; files: string[] };
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Chunk = ManifestChunk & { key: string };
export const SHELL_SRC: string;
export function webDist(): string;
export function readManifest(dist?: string): Record<string, ManifestChunk>;
export function chunkKey(manifest: Record<string, ManifestChunk>, src: string): string;
export function webSizes(dist?: string): {
  manifest: Record<string, ManifestChunk>;
  first: Total;
  shell: Total;
  initialChunks: Chunk[];
  screen: (src: string) => { chunk: Total; added: Total; chunks: Chunk[] };
  sizeOf: (file: string) => { raw: number; gzip: number };
};
