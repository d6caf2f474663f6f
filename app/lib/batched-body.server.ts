import { Transform, type TransformCallback } from "node:stream";

/**
 * The page's body stream between React and the response: React writes its HTML in pieces of at
 * most 4 KB and calls `flush()` after each batch of completed work. This stream holds the pieces
 * and passes them on as one chunk at each `flush()` (and at the end), so a page goes out in a few
 * socket writes instead of one per piece (ADR 0074). Streaming is unchanged: whatever React has
 * flushed reaches the client at once.
 *
 * Flushes that follow each other in one turn of the event loop (a page with nothing left to wait
 * for: the shell, then the loader data's scripts a few microtasks later) go out as one chunk, at
 * the end of that turn (`setImmediate`) or with the end of the page, whichever comes first: one
 * socket write for such a page instead of one per flush (ADR 0083). A flush after an await that
 * takes longer (a deferred loader value) still goes out on its own, as soon as React makes it.
 */
export class BatchedBody extends Transform {
  private pieces: Buffer[] = [];
  private size = 0;

  override _transform(chunk: Buffer | Uint8Array | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    this.pieces.push(piece);
    this.size += piece.length;
    callback();
  }

  private scheduled = false;

  /** Called by React after each batch of writes (react-dom/server's `flushBuffered`). */
  flush() {
    if (this.size === 0 || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pushHeld();
    });
  }

  private pushHeld() {
    if (this.size === 0 || this.destroyed) return;
    const batch = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.size);
    this.pieces = [];
    this.size = 0;
    this.push(batch);
  }

  override _flush(callback: TransformCallback) {
    this.pushHeld();
    callback();
  }
}
