// A body read whole but never past `max` bytes: the request bodies of lib/api/body.ts and the files lib/storage/remote.ts
// fetches. Past the limit the stream is cancelled and `tooLarge()` is thrown, before any more is read.
export async function readStreamCapped(
  stream: ReadableStream<Uint8Array>,
  max: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
