/** Points one remote back at its previous release: `pnpm rollback <remote>`. */
import { rollbackRemote } from '../release';

const name = process.argv[2] ?? '';
const record = await rollbackRemote(name);
console.log(`已回滚 ${name} 到 ${record.version}`);
