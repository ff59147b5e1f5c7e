/**
 * `npm run gen:schema -- --table <name> [--datasource <id>] [--out <file>]`: the code generator from the
 * command line (plugins/codegen/server/cli.ts) on the database the server's settings name.
 */
import { loadSettings } from '../server/config';
import { runGenSchema } from '../plugins/codegen/server/cli';

process.exitCode = await runGenSchema(process.argv.slice(2), loadSettings);
