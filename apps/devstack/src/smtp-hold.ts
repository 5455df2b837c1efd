import { AddressInfo, connect, createServer, Server, Socket } from 'node:net';

/**
 * The fault stack's SMTP door: the apps send to it, and it passes each connection on to MailDev, or holds it. The
 * worker opens one connection per e-mail (nodemailer without pooling), so a connection held is an e-mail held: its
 * sender waits for the server's greeting, as at a server that has stopped answering. A sender that gives up (a killed
 * worker) leaves, and nothing of it reaches MailDev. MailDev has no way to hold a message, and pausing its process
 * (SIGSTOP) would hold them uncounted; this counts them.
 */
export class SmtpHold {
  private holding = false;
  /** How long a new connection waits here before it is passed on (answerAfter). */
  private answerDelayMs = 0;
  private readonly held = new Set<Socket>();
  /** Every connection open through here, held or passed on. */
  private readonly connections = new Set<Socket>();
  private server?: Server;
  private listenPort = 0;

  constructor(private readonly upstreamPort: number) {}

  /** Where the apps send (their SMTP_URL). */
  get url(): string {
    return `smtp://127.0.0.1:${this.listenPort}`;
  }

  /** Accepts connections: on a free port the first time, on the same one again after close(). */
  listen(): Promise<void> {
    const server = createServer((socket) => {
      this.connections.add(socket);
      socket.once('close', () => this.connections.delete(socket));
      if (!this.holding && !this.answerDelayMs) return this.pass(socket);
      this.held.add(socket);
      socket.on('error', () => undefined);
      socket.once('close', () => this.held.delete(socket));
      if (this.holding) return;
      setTimeout(() => this.held.delete(socket) && this.pass(socket), this.answerDelayMs);
    });
    this.server = server;
    return new Promise((resolve) =>
      server.listen(this.listenPort, '127.0.0.1', () => {
        this.listenPort = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  /** Refuses connections from now on and cuts those open (SMTP away). */
  async close(): Promise<void> {
    for (const socket of this.connections) socket.destroy();
    this.held.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** From now on, a new connection waits here until release(). */
  hold(): void {
    this.holding = true;
  }

  /** Passes on the connections waiting here, and stops holding. */
  release(): void {
    this.holding = false;
    for (const socket of this.held) this.pass(socket);
    this.held.clear();
  }

  /** From now on, a new connection is passed on after `ms` (0: at once): a server that greets its sender that late. */
  answerAfter(ms: number): void {
    this.answerDelayMs = ms;
  }

  /** E-mails waiting here now (their senders are inside their e-mail jobs). */
  heldCount(): number {
    return this.held.size;
  }

  private pass(socket: Socket): void {
    const upstream = connect(this.upstreamPort, '127.0.0.1');
    for (const [from, to] of [
      [socket, upstream],
      [upstream, socket],
    ]) {
      from.on('error', () => to.destroy());
      from.once('close', () => to.destroy());
    }
    socket.pipe(upstream).pipe(socket);
  }
}
