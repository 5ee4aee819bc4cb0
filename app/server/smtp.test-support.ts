import { SMTPServer } from "smtp-server";

/** A message as the test server received it: the envelope's addresses and the raw text. */
export type ReceivedMail = { from: string; to: string[]; data: string };

/** A local SMTP server for tests that really speaks SMTP, handing each message it receives to `receive`. */
export function testSmtpServer(receive: (mail: ReceivedMail) => void): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        receive({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  // A sender that goes away in the middle of a message (a node stopped under traffic) resets its
  // connection; smtp-server reports that as an error event, which unheard would end the test's
  // process. The message was not accepted, so its sender retries it: nothing to do here.
  server.on("error", () => {});
  return server;
}
