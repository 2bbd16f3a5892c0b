/** Prints the docs/deploy.md table of every function's kind and limit (from scripts/lib/function-kinds-table.ts). */
import { formatKindsTable } from './lib/function-kinds.ts';
import { FUNCTION_KINDS } from './lib/function-kinds-table.ts';

console.log(formatKindsTable(FUNCTION_KINDS));
