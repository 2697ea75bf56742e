import './requireSupportedNode';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { readStorageConfig } from '../cms/config';
import { connectDatabase } from '../cms/db/connect';
import { migrateToLatest } from '../cms/db/migrate';
import { listStaffUsers } from '../cms/staff/staffUsers';
import { STAFF_ROLES } from '../cms/staff/roles';
import { StaffAccountError, addStaffAccount, disableStaffAccount, normalizeEmail, resetSecondFactor } from '../cms/staff/staffAccounts';
import { exitWithCode } from '../cms/exitWithCode';

const USAGE = `usage (on the database DATA_DIR / DATABASE_URL configures, without the server):
  printf '%s' 'password' | npm run staff -- add --email E [--name N] --role R [--role R2]   create, or reset password and roles (N: the name colleagues see; by default the address's part before @)
  npm run staff -- disable --email E                                             disable, ending its sessions at once
  npm run staff -- reset-second-factor --email E                                 remove its second factors (a lost device), ending its sessions
  npm run staff -- list
roles: ${STAFF_ROLES.join(', ')}`;

/** The password is the whole of standard input, less the one line break `echo` or a terminal adds. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ');
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [command] = positionals;
  if (positionals.length !== 1 || !['add', 'disable', 'reset-second-factor', 'list'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'list' && !values.email) {
    console.error(`--email is required\n${USAGE}`);
    return 2;
  }

  const database = connectDatabase(readStorageConfig(process.env));
  try {
    await migrateToLatest(database.db);
    const now = new Date();
    if (command === 'add') {
      const password = await readPassword();
      const result = await addStaffAccount(database.db, { email: values.email!, name: values.name, password, roles: values.role ?? [] }, now);
      console.log(`${result.created ? 'created' : 'updated'} ${normalizeEmail(values.email!)} (${result.roles.join(', ')})`);
    } else if (command === 'disable') {
      const { endedSessions } = await disableStaffAccount(database.db, values.email!, now);
      console.log(`disabled ${normalizeEmail(values.email!)}, ended ${endedSessions} session(s)`);
    } else if (command === 'reset-second-factor') {
      const { endedSessions } = await resetSecondFactor(database.db, values.email!, now);
      console.log(`removed the second factors of ${normalizeEmail(values.email!)}, ended ${endedSessions} session(s); the next sign-in sets one up again where the role requires it`);
    } else {
      for (const user of await listStaffUsers(database.db)) {
        const state = user.disabledAt ? `disabled ${user.disabledAt}` : user.invitedAt ? `invited ${user.invitedAt}` : 'active';
        console.log(`${user.email}\t${user.displayName}\t${user.roles.join(',')}\t${state}`);
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

exitWithCode(main);
