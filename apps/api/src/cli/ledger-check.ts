// npm run ledger:check — compares the kept balances with the ledger's sums (issue 15). Exit 0
// when every course's every account agrees and gifts carried between courses sum to zero, 1
// (listing the differences) when any does not.
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { carriedImbalance, keptBalanceMismatches } from '../modules/money/ledger';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';

const config = loadConfig();
const database = await openDatabase(config, createLogger('warn'));
try {
  await runMigrations(database.db);
  const mismatches = await keptBalanceMismatches(database.db);
  // C7 (record 0081): money on its way between two courses sums to zero over the ledger.
  const carried = await carriedImbalance(database.db);
  if (carried !== 0) {
    process.stderr.write(`error: carried gifts sum to ${carried} cents, not 0\n`);
    process.exitCode = 1;
  }
  if (mismatches.length === 0) {
    process.stdout.write('Kept balances equal the ledger: every course, every account.\n');
  } else {
    for (const m of mismatches) {
      process.stdout.write(
        `course ${m.courseId} ${m.account}: kept ${m.kept} cents, ledger ${m.ledger} cents\n`,
      );
    }
    process.stderr.write(`error: ${mismatches.length} kept balance(s) differ from the ledger\n`);
    process.exitCode = 1;
  }
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
