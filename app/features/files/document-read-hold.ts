import { getEnvironmentData, setEnvironmentData, threadId } from "node:worker_threads";

/**
 * A test seam (ADR 0127): lets a test stop the document reader in the middle of unpacking a file,
 * so it can show that the server answers requests meanwhile without racing the reader.
 *
 * The reader calls `documentReadCheckpoint()` as it unpacks (each inflated slice of a PDF stream,
 * each entry of a .docx's directory). Without a hold, as in production, that is one lookup that
 * finds nothing. `holdNextDocumentRead()` (tests only) shares a small SharedArrayBuffer with every
 * worker thread started after it, through the thread environment data: the first checkpoint that
 * any thread reaches then waits there until the test releases it. A checkpoint reached on the
 * thread that set the hold (the reader running on the server's own event loop) cannot wait
 * without freezing the server, so it refuses, and the test's `reached` rejects.
 */
const key = "parley.documentReadHold";

// Int32 slots of the shared buffer.
const state = 0; // 0 waiting, 1 held, 2 reached on the holder's own thread
const released = 1; // 1 once the test releases the reader
const holder = 2; // the threadId that set the hold

export function documentReadCheckpoint(): void {
  const hold = getEnvironmentData(key) as Int32Array | undefined;
  if (!hold || Atomics.load(hold, state) !== 0) return;
  const onHolderThread = Atomics.load(hold, holder) === threadId;
  if (Atomics.compareExchange(hold, state, 0, onHolderThread ? 2 : 1) !== 0) return;
  Atomics.notify(hold, state);
  if (!onHolderThread) Atomics.wait(hold, released, 0);
}

// Node 20 has Atomics.waitAsync; the ES2023 library the project compiles against does not declare it.
const waitAsync = (
  Atomics as unknown as {
    waitAsync(array: Int32Array, index: number, value: number): { async: boolean; value: Promise<string> | string };
  }
).waitAsync;

export type DocumentReadHold = {
  /** Resolves once a reader is held at a checkpoint; rejects if the reader runs on this thread. */
  reached: Promise<void>;
  /** Lets the held reader go on; the hold is then removed. */
  release(): void;
};

/** Tests only: holds the next document read at its first checkpoint until `release()`. */
export function holdNextDocumentRead(): DocumentReadHold {
  const hold = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  Atomics.store(hold, holder, threadId);
  setEnvironmentData(key, hold);
  const waited = waitAsync(hold, state, 0);
  const reached = Promise.resolve(waited.value).then(() => {
    if (Atomics.load(hold, state) === 2) {
      throw new Error("The document was read on the server's own thread: holding it there would freeze the server.");
    }
  });
  return {
    reached,
    release() {
      setEnvironmentData(key, undefined);
      Atomics.store(hold, released, 1);
      Atomics.notify(hold, released);
    },
  };
}
