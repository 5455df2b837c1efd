import { createSocket } from 'node:dgram';

export interface ReplicaDns {
  /** The UDP port it answers on, at 127.0.0.1. */
  port: number;
  /** From now on every name resolves to these IPv4 addresses (none: an empty answer). */
  answer(addresses: string[]): void;
  stop(): Promise<void>;
}

const TYPE_A = 1;
const CLASS_IN = 1;
const HEADER_BYTES = 12;

/**
 * A DNS server of a few lines for Caddy alone: it answers every A question with the api replicas' addresses, so Caddy
 * finds replicas come and go by looking the name up (as it looks up compose's `api`), without a config reload. A reload
 * replaces Caddy's HTTP server, which closes every idle kept-alive connection of the parents: one whose next request
 * crossed the close on the wire got no answer at all.
 */
export async function startReplicaDns(): Promise<ReplicaDns> {
  const socket = createSocket('udp4');
  let addresses: string[] = [];
  socket.on('message', (query, from) => {
    const reply = answerTo(query, addresses);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  return {
    port: socket.address().port,
    answer: (next) => (addresses = [...next]),
    stop: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

/** The reply to one query: its question, then (for an A question) one record per address, never cached (TTL 0). */
function answerTo(query: Buffer, addresses: string[]): Buffer | undefined {
  if (query.length < HEADER_BYTES || query.readUInt16BE(4) !== 1) return undefined; // one question, as resolvers ask
  let end = HEADER_BYTES;
  while (end < query.length && query[end] !== 0) end += query[end] + 1;
  end += 5; // the name's final zero, its type and its class
  if (end > query.length) return undefined;
  const question = query.subarray(HEADER_BYTES, end);
  const isA = query.readUInt16BE(end - 4) === TYPE_A;
  const records = isA ? addresses : [];
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
  // A response, authoritative, recursion desired as asked and available; no error: a question of another type (AAAA)
  // gets an empty answer.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc000 | HEADER_BYTES, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(0, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
    return record;
  });
  return Buffer.concat([header, question, ...answers]);
}
