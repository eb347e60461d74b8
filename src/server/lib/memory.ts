// Keeps the memory of large file streams flat. Every chunk of a request body arrives in a fresh Buffer that is
// garbage as soon as it is on disk, and so does every chunk read from a staged file on its way to object storage;
// V8 frees such Buffers only when it collects, and with little other allocation going on it lets tens of megabytes
// of them pile up first (measured: +32 MB of RSS for five parallel 10 MB uploads). A young-generation collection
// (a scavenge: about a millisecond, it touches only short-lived objects) after every few megabytes streamed frees
// them as they go.
//
// The collector is reached through `globalThis.gc`, which exists only when the process was started with
// `node --expose-gc` (scripts/start.mjs and the bench server do; NODE_OPTIONS=--expose-gc works too). Nothing here
// changes V8's flags at run time. Without the flag uploads work the same, only with that higher peak.
import { Transform } from 'node:stream';

/** Bytes streamed (over all file streams of this process) between two scavenges. */
const SCAVENGE_EVERY_BYTES = 4 * 1024 * 1024;

type Gc = (options?: { type?: 'minor' | 'major' }) => void;

/** The collector `--expose-gc` puts on the global object, or undefined when the process was started without it. */
const exposedGc = (): Gc | undefined => {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? (gc as Gc) : undefined;
};

let sinceScavenge = 0;

function noteReceived(bytes: number) {
  sinceScavenge += bytes;
  if (sinceScavenge < SCAVENGE_EVERY_BYTES) return;
  sinceScavenge = 0;
  exposedGc()?.({ type: 'minor' });
}

/** A pass-through that counts the bytes of a file stream (an upload, a commit to the store) towards the next scavenge. */
export function fileMeter(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      noteReceived(chunk.length);
      callback(null, chunk);
    },
  });
}
