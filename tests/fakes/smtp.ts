import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server (smtp-server, the real protocol). Messages to addresses at
 * `reject.test` are refused with 550, so senders see a real delivery failure.
 */
export type FakeSmtp = { url: string; messages: ParsedMail[]; stop: () => Promise<void> };

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@reject.test")) {
        const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
