// Development and tests run TypeScript through tsx: a worker thread loads the checkpoint worker this way.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./worker.ts', import.meta.url);
export default worker.default;
export const close = worker.close;
