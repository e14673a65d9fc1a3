/** Types of test-tree.mjs for its TypeScript test. */
export const UNIT_ROOT: string;
export function misplacedUnitFiles(files: string[], isDirectory: (dir: string) => boolean): string[];
