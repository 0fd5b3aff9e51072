import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatLatestMails } from '../modules/mail/mail-folder.ts';

/**
 * `npm run mail` (`-- --count 10`): the latest e-mails the server wrote to DATA_DIR/mail when no
 * SMTP_URL is set, decoded, with their codes and links whole (the log names only recipient and
 * subject: bodies carry sign-in codes and links).
 */
function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', short: 'n', default: '5' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) {
    process.stderr.write('Usage: npm run mail -- [--count N]\n');
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const folder = path.join(path.resolve(base, process.env.DATA_DIR ?? './data'), 'mail');
  process.stdout.write(formatLatestMails(folder, count));
}

main();
