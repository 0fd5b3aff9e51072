import { createServer, type Socket } from 'node:net';
import { type Message, readMessage } from './mime.ts';

/**
 * A mail server for one spec, as small as the app's SMTP client needs (RFC 5321 without extensions:
 * EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) on 127.0.0.1 and a free port. It keeps what it receives and
 * refuses, with 550 at RCPT TO, the addresses in `refused`: a real delivery failure, as a mailbox that
 * does not exist gives.
 */
export interface MailServer {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  /** Every message accepted, oldest first. */
  received: Message[];
  refused: Set<string>;
  /** The accepted messages to this address. */
  to(address: string): Message[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const received: Message[] = [];
  const refused = new Set<string>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let data: string[] | undefined; // the message's lines while in DATA
    let recipients = 0;

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 127.0.0.1');
      if (verb === 'MAIL') {
        recipients = 0;
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        const address = /<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '';
        if (refused.has(address)) return reply('550 5.1.1 Mailbox unavailable');
        recipients++;
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        if (recipients === 0) return reply('554 5.5.1 No valid recipients');
        data = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      return reply('502 5.5.2 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!data) {
          command(line);
        } else if (line === '.') {
          received.push(readMessage(data.join('\r\n')));
          data = undefined;
          reply('250 OK: queued');
        } else {
          data.push(line.startsWith('.') ? line.slice(1) : line);
        }
      }
    });
    reply('220 127.0.0.1 ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the mail server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refused,
    to: (to) => received.filter((message) => message.to.includes(to.toLowerCase())),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
