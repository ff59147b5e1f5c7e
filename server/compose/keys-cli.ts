/**
 * `npm run keys -- <command>`: the JWT keys kept in the database (PostgreSQL, `DATABASE_URL`; see
 * server/auth/server-keys.ts and README "Run in production").
 *
 * - `list`: the keys by kid, current first, with their creation time (never the keys themselves);
 * - `rotate`: a new current key; running processes sign with it within a minute and accept its tokens at
 *   once, and the previous keys keep verifying the tokens they signed;
 * - `retire`: forget the previous keys — once their tokens have expired (the longest refresh-token
 *   lifetime of the OAuth clients after the rotation), or at once to end every older sign-in.
 */
import { SERVER_KEY_TABLE, readKeys, retirePreviousJwtKeys, rotateJwtKey } from '../auth/server-keys';
import { openDatabase } from '../kernel/db/database';
import { migrate } from '../kernel/db/migrate';
import { serverKeyTable } from '../auth/server-keys';

const USAGE = 'npm run keys -- list | rotate | retire   (PostgreSQL: DATABASE_URL)';

async function main(): Promise<void> {
  const command = process.argv[2];
  if (!['list', 'rotate', 'retire'].includes(command ?? '')) throw new Error(USAGE);
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'The keys live in the database over PostgreSQL only (DATABASE_URL). Over SQLite the key is DATA_DIR/jwt-secret, or JWT_SECRET; to rotate it, see README "Run in production".',
    );
  const database = openDatabase({ url });
  try {
    await migrate(database, [serverKeyTable]);
    if (command === 'rotate') process.stdout.write(`New current JWT key: ${await rotateJwtKey(database)}\n`);
    if (command === 'retire')
      process.stdout.write(`Previous JWT keys removed: ${await retirePreviousJwtKeys(database)}\n`);
    for (const k of await readKeys(database, 'jwt'))
      process.stdout.write(`${k.current ? 'current ' : 'previous'}  ${k.kid}  created ${k.createTime}\n`);
    if (command === 'list' && !(await readKeys(database, 'jwt')).length)
      process.stdout.write(`No keys in ${SERVER_KEY_TABLE} yet: the first server start creates them.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
