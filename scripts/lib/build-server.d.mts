/** Types of build-server.mjs for the TypeScript test of the compiled server. */
export function buildServer(root: string, outfile: string): Promise<{ inputs: string[]; external: string[] }>;
