/** Types of scripts/cluster.mjs for the TypeScript bench (bench/src/cluster.bench.ts). */
export type ClusterPorts = { primary: number; replica: number; bouncer: number; nginx: number; api: number[] };
export type Cluster = {
  dir: string;
  ports: ClusterPorts;
  adminPassword?: string;
  killApi: (i: number) => void;
  stopReplica: () => void;
};
export function startCluster(opts?: {
  instances?: number;
  temp?: boolean;
  dir?: string;
  nginxPort?: number;
  env?: Record<string, string>;
}): Promise<Cluster>;
export function stopAll(dir: string, keep: boolean): Promise<void>;
