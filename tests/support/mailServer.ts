import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { arrivals } from './arrivals';

export interface MailServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Resolves once `count` messages have arrived in all. */
  messages(count: number): Promise<ParsedMail[]>;
  /** Answers 451 to every recipient from now on, or accepts again. */
  failing(on: boolean): void;
  /** Resolves once `count` recipients have been refused in all, with when each was. */
  refusals(count: number): Promise<number[]>;
  close(): Promise<void>;
}

/** The one address a message was sent to. */
export const addressOf = (message: ParsedMail) => (message.to as { value: Array<{ address: string }> }).value[0]!.address;

/** An SMTP server on loopback that parses and keeps what arrives, or refuses it on demand. */
export async function startMailServer(port = 0): Promise<MailServer> {
  const mail = arrivals<ParsedMail>();
  const refused = arrivals<number>();
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      refused.add(Date.now());
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          callback();
          mail.add(parsed);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    received: mail.received,
    messages: mail.arrived,
    failing: (on) => (refusing = on),
    refusals: refused.arrived,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
