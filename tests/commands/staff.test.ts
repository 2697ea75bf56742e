import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp, type TestDatabase } from '../support/testApp';
import { call, createStaff, PASSWORD, signIn, signInRequest } from '../support/staffApp';
import { runCommand } from '../support/commandLine';
import { enrolTotp, passwordStep, signInAudit } from '../support/secondFactor';

/** `npm run staff -- …` as an operator types it, on the given database, with `stdin` piped in. */
const runStaffCli = (database: TestDatabase, args: string[], stdin = '') =>
  runCommand('staff', args, { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }, { stdin });

describe.each(ENGINES)('the staff command line on %s', (engine) => {
  let test: TestApp;
  let database: TestDatabase;
  let added: Awaited<ReturnType<typeof runStaffCli>>;
  let tooShort: Awaited<ReturnType<typeof runStaffCli>>;

  beforeAll(async () => {
    // Run before the CMS starts: the command migrates an empty database on its own.
    test = await startTestApp(engine, { seed: undefined }, { beforeStart: async (db) => {
      database = db;
      added = await runStaffCli(db, ['add', '--email', 'Chief@Example.com', '--name', ' 陈总 ', '--role', 'editor', '--role', 'hr'], 'piped passphrase 42\n');
      tooShort = await runStaffCli(db, ['add', '--email', 'short@example.com', '--role', 'admin'], 'eleven char');
    } });
  }, 120_000);
  afterAll(() => test.close());

  it('creates a staff user from a password piped on standard input, who can then sign in', async () => {
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toBe('created chief@example.com (editor, hr)\n');
    const session = await signIn(test.app, 'chief@example.com', 'piped passphrase 42');
    const me = await call(test.app, 'GET', '/session', session);
    expect(me.json().data).toMatchObject({ email: 'chief@example.com', roles: ['editor', 'hr'] });
  });

  it('refuses a password shorter than 12 characters', async () => {
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain('the password must be 12 to 128 characters long');
    expect((await signInRequest(test.app, 'short@example.com', 'eleven char')).statusCode).toBe(401);
  });

  it('lists, then disables a user, ending its session in the running CMS at once', async () => {
    const session = await signIn(test.app, 'chief@example.com', 'piped passphrase 42');
    const listed = await runStaffCli(database, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toBe('chief@example.com\t陈总\teditor,hr\tactive\n');

    const disabled = await runStaffCli(database, ['disable', '--email', 'chief@example.com']);
    expect(disabled.code).toBe(0);
    // This session and the one the first test signed in.
    expect(disabled.stdout).toBe('disabled chief@example.com, ended 2 session(s)\n');
    expect((await call(test.app, 'GET', '/session', session)).statusCode).toBe(401);
    expect((await signInRequest(test.app, 'chief@example.com', 'piped passphrase 42')).statusCode).toBe(401);
    expect((await runStaffCli(database, ['list'])).stdout).toMatch(/^chief@example\.com\t陈总\teditor,hr\tdisabled \d{4}-/);
  });

  it('resets the second factor of a user who lost the device, ending the sessions; the password stays', async () => {
    await createStaff(test.app, 'lost@example.com', ['editor']);
    const session = await signIn(test.app, 'lost@example.com');
    await call(test.app, 'POST', '/account/second-factor/confirmation', session, { password: PASSWORD });
    await enrolTotp(test.app, session, new Date());
    expect((await passwordStep(test.app, 'lost@example.com')).body.data.signInStep?.step).toBe('second-factor');

    const reset = await runStaffCli(database, ['reset-second-factor', '--email', 'Lost@Example.com']);
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/^removed the second factors of lost@example\.com, ended 2 session\(s\);/);
    expect((await call(test.app, 'GET', '/session', session)).statusCode).toBe(401);
    expect((await passwordStep(test.app, 'lost@example.com')).body.data.signInStep).toBeUndefined();
    expect(await signInAudit(test.app)).toContain('second-factor.reset');
    expect((await runStaffCli(database, ['reset-second-factor', '--email', 'nobody@example.com'])).code).toBe(1);
  });

  it('answers usage and a non-zero exit for an unknown command or role', async () => {
    expect((await runStaffCli(database, ['promote'])).code).toBe(2);
    const badRole = await runStaffCli(database, ['add', '--email', 'x@example.com', '--role', 'boss'], 'long enough password');
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('unknown: boss');
    const blankName = await runStaffCli(database, ['add', '--email', 'x@example.com', '--name', '  ', '--role', 'sales'], 'long enough password');
    expect(blankName.code).toBe(1);
    expect(blankName.stderr).toContain('the name must be 1 to 60 characters long');
  });
});
