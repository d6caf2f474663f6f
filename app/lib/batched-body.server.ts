import { Transform, type TransformCallback } from "node:stream";

/**
 * The page's body stream between React and the response: React writes its HTML in pieces of at
 * most 4 KB and calls `flush()` after each batch of completed work. This stream holds the pieces
 * and passes them on as one chunk at each `flush()` (and at the end), so a page goes out in a few
 * socket writes instead of one per piece (ADR 0074). Streaming is unchanged: whatever React has
 * flushed reaches the client at once.
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

  /** Called by React after each batch of writes (react-dom/server's `flushBuffered`). */
  flush() {
    if (this.size === 0) return;
    const batch = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.size);
    this.pieces = [];
    this.size = 0;
    this.push(batch);
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}
