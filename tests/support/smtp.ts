import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * What the server does once a message's data has arrived: answer at once ('accept'), hold the answer until
 * `release()` ('hold', a slow server), or never answer ('tarpit').
 */
export type Reply = 'accept' | 'hold' | 'tarpit';

/**
 * The smallest SMTP server nodemailer can talk to (no TLS, no auth), on 127.0.0.1: records each message as
 * its data arrives (`received`) and counts the messages it acknowledged (`delivered`).
 */
export async function fakeSmtpServer(replyTo: (mail: ReceivedMail) => Reply = () => 'accept') {
  const received: ReceivedMail[] = [];
  const delivered: ReceivedMail[] = [];
  const held: (() => void)[] = [];
  let released = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const acknowledge = (mail: ReceivedMail) => {
      if (socket.destroyed) return;
      delivered.push(mail);
      socket.write('250 queued\r\n');
    };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = current;
          received.push(mail);
          current = { from: '', to: [], data: '' };
          const reply = replyTo(mail);
          if (reply === 'accept' || (reply === 'hold' && released)) acknowledge(mail);
          else if (reply === 'hold') held.push(() => acknowledge(mail));
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    delivered,
    /** Answers the held messages, and from now on answers 'hold' ones at once. */
    release: () => {
      released = true;
      held.splice(0).forEach((answer) => answer());
    },
    close: () => {
      sockets.forEach((s) => s.destroy());
      server.close();
    },
  };
}
