// The JSON lines a Fastify logger writes, parsed, for tests that read what an app logged.
import { Writable } from 'node:stream';

/** A stream for Fastify's logger and the records written to it. */
export function logCollector(): { stream: Writable; logs: Array<Record<string, unknown>> } {
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, logs };
}
